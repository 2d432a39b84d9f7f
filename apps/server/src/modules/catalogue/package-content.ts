// Turns the content the back office sends into the stored content: default titles (spec section 9),
// durations in seconds, ids for new tracks and items, and each SoundCheck upload checked with the
// engine's parser and laid out under its mmsId (written later, inside the save's transaction).
import { randomUUID } from 'node:crypto';
import {
  CONTENT_PACKAGE_MESSAGES,
  DEFAULT_TITLES,
  toSeconds,
  type PackageContent,
  type PackageContentInput,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { ExerciseUploadError, prepareExercise, type ExerciseLayout } from './exercise-layout.js';
import type { FieldErrorList } from './field-errors.js';
import { isMmsIdUsedElsewhere } from './content-packages.admin-queries.js';

type StoredItem = PackageContent['mmsList'][number]['contentList'][number];
type ItemInput = PackageContentInput['mmsList'][number]['contentList'][number];

export interface PreparedContent {
  content: PackageContent;
  exercises: ExerciseLayout[];
}

const titled = (title: string, fallback: string) => title.trim() || fallback;

async function prepareItem(
  ctx: AppContext,
  input: ItemInput,
  at: { field: string; n: number; packageId: string | null; previous: StoredItem | undefined },
  errors: FieldErrorList,
): Promise<{ item: StoredItem; exercise?: ExerciseLayout }> {
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
  if (input.exerciseFiles.length === 0) {
    if (at.previous?.audioFilePath && at.previous.mmsId !== mmsId) {
      errors.add(`${at.field}.mmsId`, CONTENT_PACKAGE_MESSAGES.mmsIdMoved);
    }
    return { item };
  }
  // The folder is the mmsId's: another package's exercise must not be overwritten.
  if (await isMmsIdUsedElsewhere(ctx.db, mmsId, at.packageId)) {
    errors.add(`${at.field}.mmsId`, CONTENT_PACKAGE_MESSAGES.mmsIdShared);
    return { item };
  }
  try {
    const exercise = await prepareExercise(ctx.storage, mmsId, input.exerciseFiles);
    return { item: { ...item, audioFilePath: exercise.audioFilePath }, exercise };
  } catch (error) {
    if (!(error instanceof ExerciseUploadError)) throw error;
    errors.add(`${at.field}.exerciseFiles`, error.message);
    return { item };
  }
}

async function prepareMmsList(
  ctx: AppContext,
  input: PackageContentInput['mmsList'],
  previous: PackageContent | null,
  packageId: string | null,
  errors: FieldErrorList,
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
      const prepared = await prepareItem(
        ctx,
        itemInput,
        { field, n: j + 1, packageId, previous: previousItem },
        errors,
      );
      if (seen.has(prepared.item.mmsId)) {
        errors.add(`${field}.mmsId`, CONTENT_PACKAGE_MESSAGES.mmsIdTwice);
      }
      seen.add(prepared.item.mmsId);
      contentList.push(prepared.item);
      if (prepared.exercise) exercises.push(prepared.exercise);
    }
    mmsList.push({ title: titled(list.title, DEFAULT_TITLES.mmsList(i + 1)), contentList });
  }
  return { mmsList, exercises };
}

export async function prepareContent(
  ctx: AppContext,
  input: PackageContentInput,
  previous: PackageContent | null,
  packageId: string | null,
  errors: FieldErrorList,
): Promise<PreparedContent> {
  const { mmsList, exercises } = await prepareMmsList(
    ctx,
    input.mmsList,
    previous,
    packageId,
    errors,
  );
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
  return { content, exercises };
}
