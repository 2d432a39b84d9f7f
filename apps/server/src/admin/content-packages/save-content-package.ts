// Creating and updating a package from the back office: every rule checked first (references, the
// channel rule, uploaded files, SoundCheck exercises), all field errors answered at once; then the
// package, its relations, its channels and its exercises' files are written in one transaction.
import {
  type ContentPackageCreateInput,
  type ContentPackageUpdateInput,
  type PackageContentInput,
  type PackageFormInput,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import {
  currentPackage,
  loadPackageInScope,
  packageAudit,
  readContentPackage,
} from './content-packages.service.js';
import { insertPackage, type AdminPackageRow } from './content-packages.queries.js';
import { deleteSuperseded, type CleanupLog } from './exercise-cleanup.js';
import { writeExercise } from './exercise-layout.js';
import { FieldErrorList } from '../shared/field-errors.js';
import { chooseChannels } from './package-channels.js';
import { prepareContent, type PreparedContent } from './package-content.js';
import { checkNewFiles, fileFields, fileKeys } from './package-files.js';
import { checkReferences, currencyCodes } from './package-references.js';
import {
  setChannels,
  writeRelations,
  type PackageRelations,
} from '../../modules/catalogue/package-relations.js';
import type { Db } from '../../db/client.js';
import { contentPackages } from '../../db/schema/index.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import type { Staff } from '../shared/staff-guard.js';
import { refuseStale, writeAtVersion } from '../shared/versioned-write.js';

const EMPTY_CONTENT: PackageContentInput = {
  ebook: { title: '', pdfFilePath: null, trialVersionPdfFilePath: null },
  videoList: [],
  audioList: [],
  audioListZipFilePath: null,
  mmsList: [],
};

interface PackageWrite {
  values: Parameters<typeof insertPackage>[1];
  relations: PackageRelations;
  channelIds: string[];
  prepared: PreparedContent;
}

async function prepareWrite(
  ctx: AppContext,
  editor: Staff,
  input: PackageFormInput,
  current: AdminPackageRow | null,
): Promise<PackageWrite> {
  const errors = new FieldErrorList();
  await checkReferences(
    ctx.db,
    { ...input, currencyCodes: input.price.list.map((entry) => entry.currencyCode) },
    errors,
  );
  const channels = await chooseChannels(
    ctx.db,
    editor,
    input.contentChannelIdList,
    current?.contentChannelIdList,
  );
  if ('error' in channels) errors.add('contentChannelIdList', channels.error);
  const previousKeys = new Set(
    current ? fileKeys(fileFields(current.thumbnailImage, current.content)) : [],
  );
  await checkNewFiles(
    ctx.db,
    ctx.storage,
    fileFields(input.thumbnailImage, input.content),
    { keys: previousKeys, packageId: current?.id ?? null },
    errors,
  );
  const prepared = await prepareContent(
    ctx,
    input.content,
    current?.content ?? null,
    current?.id ?? null,
    errors,
  );
  try {
    errors.throwIfAny();
  } catch (error) {
    await prepared.release();
    throw error;
  }
  const { price } = input;
  return {
    values: {
      title: input.title,
      subtitle: input.subtitle.trim(),
      description: sanitizeRichText(input.description),
      thumbnailImage: input.thumbnailImage,
      author: input.author,
      publisher: input.publisher,
      releaseDate: input.releaseDate ? new Date(input.releaseDate) : null,
      trialPeriodInDays: input.trialPeriodInDays,
      catalogueNumber: input.catalogueNumber?.trim() || null,
      price: {
        isFree: price.isFree,
        points: price.points,
        // A free package may leave amounts empty; they are kept as 0.
        list: price.list.map(({ currencyCode, amount }) => ({ currencyCode, amount: amount ?? 0 })),
      },
      content: prepared.content,
    },
    relations: {
      genreIds: input.genreIdList,
      instrumentIds: input.instrumentIdList,
      skillLevelIds: input.skillLevelIdList,
    },
    channelIds: 'channelIds' in channels ? channels.channelIds : [],
    prepared,
  };
}

async function writeRest(ctx: AppContext, tx: Db, id: string, write: PackageWrite) {
  await writeRelations(tx, id, write.relations);
  await setChannels(tx, id, write.channelIds);
  // Last: a failed file write rolls the rows back.
  for (const exercise of write.prepared.exercises) await writeExercise(ctx.storage, exercise);
}

/** A new Draft, priced 0 in every region's currency unless a price is given. */
export async function createContentPackage(
  ctx: AppContext,
  editor: Staff,
  body: ContentPackageCreateInput,
  log: CleanupLog,
) {
  const price = body.price ?? {
    isFree: false,
    points: 0,
    list: (await currencyCodes(ctx.db)).map((currencyCode) => ({ currencyCode, amount: 0 })),
  };
  const write = await prepareWrite(
    ctx,
    editor,
    { ...body, price, content: body.content ?? EMPTY_CONTENT },
    null,
  );
  const id = await ctx.db
    .transaction(async (tx) => {
      const newId = await insertPackage(tx, write.values, editor.id);
      await writeRest(ctx, tx, newId, write);
      await recordAudit(tx, editor, await packageAudit(tx, 'create', newId, null));
      return newId;
    })
    .finally(write.prepared.release);
  await deleteSuperseded(ctx, write.prepared.superseded, log);
  return readContentPackage(ctx, editor, id);
}

/** The whole package at the version read; 409 with the current package when it is stale. */
export async function updateContentPackage(
  ctx: AppContext,
  editor: Staff,
  id: string,
  { version, ...input }: ContentPackageUpdateInput,
  log: CleanupLog,
) {
  const current = await loadPackageInScope(ctx, editor, id);
  const stale = currentPackage(ctx, editor, id);
  // Checked before the costly part (exercise uploads); checked again by the write itself.
  if (current.version !== version) return refuseStale(stale);
  const write = await prepareWrite(ctx, editor, input, current);
  try {
    await writeAtVersion(ctx.db, {
      table: contentPackages,
      id,
      version,
      editor,
      values: write.values,
      alongside: (tx) => writeRest(ctx, tx, id, write),
      audit: (tx) => packageAudit(tx, 'update', id, current),
      current: stale,
    });
  } finally {
    await write.prepared.release();
  }
  await deleteSuperseded(ctx, write.prepared.superseded, log);
  return readContentPackage(ctx, editor, id);
}
