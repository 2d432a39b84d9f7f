// Turns the content the back office sends into the stored content: default titles (spec section 9),
// durations in seconds, ids for new tracks and items, and each SoundCheck upload checked with the
// engine's parser and laid out under its mmsId (written later, inside the save's transaction). It
// also lists what the save supersedes: replaced exercise files, the uploads they came from, and the
// exercises of removed items (deleted once the save has committed, decision 051).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  CONTENT_PACKAGE_MESSAGES,
  DEFAULT_TITLES,
  STORED_FILE_MESSAGES,
  toSeconds,
  type PackageContent,
  type PackageContentInput,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { SupersededFiles } from './exercise-cleanup.js';
import {
  ExerciseUploadError,
  prepareExercise,
  storedExerciseKeys,
  type ExerciseLayout,
} from './exercise-layout.js';
import { UnzipSession } from './exercise-unzip.js';
import type { FieldErrorList } from '../shared/field-errors.js';
import { isMmsIdUsedElsewhere } from './content-packages.queries.js';

type StoredItem = PackageContent['mmsList'][number]['contentList'][number];
type ItemInput = PackageContentInput['mmsList'][number]['contentList'][number];

export interface PreparedContent {
  content: PackageContent;
  exercises: ExerciseLayout[];
  superseded: SupersededFiles;
  /** Removes the unpacked uploads: call once the exercises are written, or the save failed. */
  release(): Promise<void>;
}

/** uploads/soundcheck/<yyyy>/ holds the uploads of a year: no exercise may take that folder. */
const isYearFolder = (mmsId: string) => /^\d{4}$/.test(mmsId);

interface Preparing {
  ctx: AppContext;
  session: UnzipSession;
  packageId: string | null;
  /** The mmsIds the package has now: anything else is new to it. */
  ownMmsIds: ReadonlySet<string>;
  superseded: SupersededFiles;
  errors: FieldErrorList;
}

const titled = (title: string, fallback: string) => title.trim() || fallback;

/** An mmsId new to the package may not be another package's: its files would be signed for ours. */
async function checkNewMmsId(p: Preparing, input: ItemInput, field: string) {
  if (!input.mmsId || p.ownMmsIds.has(input.mmsId)) return true;
  if (isYearFolder(input.mmsId)) {
    p.errors.add(`${field}.mmsId`, STORED_FILE_MESSAGES.mmsIdYear);
    return false;
  }
  if (await isMmsIdUsedElsewhere(p.ctx.db, input.mmsId, p.packageId)) {
    const isUpload = input.exerciseFiles.length > 0;
    p.errors.add(
      `${field}.mmsId`,
      isUpload ? CONTENT_PACKAGE_MESSAGES.mmsIdShared : STORED_FILE_MESSAGES.mmsIdTaken,
    );
    return false;
  }
  return true;
}

async function prepareItem(
  p: Preparing,
  input: ItemInput,
  at: { field: string; n: number; previous: StoredItem | undefined },
): Promise<{ item: StoredItem; exercise?: ExerciseLayout }> {
  const { ctx, errors } = p;
  const mmsId = input.mmsId || randomUUID();
  const item: StoredItem = {
    _id: input._id || randomUUID(),
    title: titled(input.title, DEFAULT_TITLES.mmsItem(at.n)),
    mmsId,
    trialVersion: input.trialVersion,
    durationInSeconds: toSeconds(input.durationInput),
    // Unchanged exercise: the item keeps its full mix.
    audioFilePath: at.previous?.mmsId === mmsId ? at.previous.audioFilePath : null,
  };
  if (!(await checkNewMmsId(p, input, at.field))) return { item };
  if (input.exerciseFiles.length === 0) {
    if (at.previous?.audioFilePath && at.previous.mmsId !== mmsId) {
      errors.add(`${at.field}.mmsId`, CONTENT_PACKAGE_MESSAGES.mmsIdMoved);
    }
    return { item };
  }
  // The folder is the mmsId's: another package's exercise must not be overwritten.
  if (await isMmsIdUsedElsewhere(ctx.db, mmsId, p.packageId)) {
    errors.add(`${at.field}.mmsId`, CONTENT_PACKAGE_MESSAGES.mmsIdShared);
    return { item };
  }
  try {
    const exercise = await prepareExercise(ctx.storage, p.session, mmsId, input.exerciseFiles);
    // Read before the new files overwrite the definition that names the old ones.
    const kept = new Set(exercise.writes.map((write) => write.key));
    const replaced = await storedExerciseKeys(ctx.storage, mmsId);
    p.superseded.keys.push(...replaced.filter((key) => !kept.has(key)), ...input.exerciseFiles);
    return { item: { ...item, audioFilePath: exercise.audioFilePath }, exercise };
  } catch (error) {
    if (!(error instanceof ExerciseUploadError)) throw error;
    errors.add(`${at.field}.exerciseFiles`, error.message);
    return { item };
  }
}

async function prepareMmsList(
  p: Preparing,
  input: PackageContentInput['mmsList'],
  previous: PackageContent | null,
) {
  const previousItems = new Map(
    (previous?.mmsList ?? []).flatMap((list) => list.contentList.map((item) => [item._id, item])),
  );
  const seen = new Set<string>();
  const exercises: ExerciseLayout[] = [];
  const mmsList: PackageContent['mmsList'] = [];
  for (const [i, list] of input.entries()) {
    const contentList: StoredItem[] = [];
    for (const [j, itemInput] of list.contentList.entries()) {
      const field = `content.mmsList.${i}.contentList.${j}`;
      const previousItem = itemInput._id ? previousItems.get(itemInput._id) : undefined;
      const prepared = await prepareItem(p, itemInput, { field, n: j + 1, previous: previousItem });
      if (seen.has(prepared.item.mmsId)) {
        p.errors.add(`${field}.mmsId`, CONTENT_PACKAGE_MESSAGES.mmsIdTwice);
      }
      seen.add(prepared.item.mmsId);
      contentList.push(prepared.item);
      if (prepared.exercise) exercises.push(prepared.exercise);
    }
    mmsList.push({ title: titled(list.title, DEFAULT_TITLES.mmsList(i + 1)), contentList });
  }
  // An item gone from the package takes its exercise along, unless another package shares it.
  p.superseded.mmsIds.push(...[...p.ownMmsIds].filter((mmsId) => !seen.has(mmsId)));
  return { mmsList, exercises };
}

const mmsIdsOf = (content: PackageContent | null) =>
  new Set((content?.mmsList ?? []).flatMap((list) => list.contentList.map((item) => item.mmsId)));

export async function prepareContent(
  ctx: AppContext,
  input: PackageContentInput,
  previous: PackageContent | null,
  packageId: string | null,
  errors: FieldErrorList,
): Promise<PreparedContent> {
  const session = new UnzipSession(ctx.storage, join(ctx.config.dataDir, 'unzip'));
  const p: Preparing = {
    ctx,
    session,
    packageId,
    ownMmsIds: mmsIdsOf(previous),
    superseded: { keys: [], mmsIds: [] },
    errors,
  };
  let prepared: Awaited<ReturnType<typeof prepareMmsList>>;
  try {
    prepared = await prepareMmsList(p, input.mmsList, previous);
  } catch (error) {
    await session.close();
    throw error;
  }
  const { mmsList, exercises } = prepared;
  const content: PackageContent = {
    ebook: input.ebook,
    videoList: input.videoList.map((video, i) => ({
      ...video,
      title: titled(video.title, DEFAULT_TITLES.video(i + 1)),
      durationInSeconds: toSeconds(video.durationInput),
    })),
    audioList: input.audioList.map((list, i) => ({
      title: titled(list.title, DEFAULT_TITLES.audioList(i + 1)),
      trackList: list.trackList.map((track, j) => ({
        _id: track._id || randomUUID(),
        title: titled(track.title, DEFAULT_TITLES.track(j + 1)),
        trialVersion: track.trialVersion,
        audioFilePath: track.audioFilePath,
        durationInSeconds: toSeconds(track.durationInput),
      })),
    })),
    audioListZipFilePath: input.audioListZipFilePath,
    mmsList,
  };
  return { content, exercises, superseded: p.superseded, release: () => session.close() };
}
