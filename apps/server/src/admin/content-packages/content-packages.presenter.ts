// Maps package rows to the back office's JSON: list rows (the cover as a URL) and the full package with
// storage keys, which staff edit, plus a URL per key for previews and durations as hours/minutes/seconds.
import {
  toDurationInput,
  type AdminContentPackage,
  type AdminPackageContent,
  type ContentPackageListRow,
  type PackageContent,
} from '@bandbook/domain';
import type { MediaSigner } from '../../storage/media-urls.js';
import type { AdminPackageRow, ListedPackageRow } from './content-packages.queries.js';
import { exerciseFolder, exerciseKey } from '../../modules/catalogue/exercise-keys.js';
import { fileFields, fileKeys } from './package-files.js';
import type { PackageRow } from '../../modules/catalogue/packages.queries.js';

export function presentPackageRow(
  row: ListedPackageRow,
  media: MediaSigner,
): ContentPackageListRow {
  return {
    _id: row.id,
    active: row.active,
    title: row.title,
    thumbnailImage: media.url(row.thumbnailImage),
    author: row.author,
    publisher: row.publisher,
    releaseDate: row.releaseDate?.toISOString() ?? null,
    contentChannelIdList: row.contentChannelIdList,
    version: row.version,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    ownerCount: row.ownerCount,
  };
}

const withDuration = <T extends { durationInSeconds: number }>(item: T) => ({
  ...item,
  durationInput: toDurationInput(item.durationInSeconds),
});

function presentContent(
  content: PackageContent,
  exercises: ReadonlySet<string>,
): AdminPackageContent {
  return {
    ebook: content.ebook,
    videoList: content.videoList.map(withDuration),
    audioList: content.audioList.map((list) => ({
      title: list.title,
      trackList: list.trackList.map(withDuration),
    })),
    audioListZipFilePath: content.audioListZipFilePath,
    mmsList: content.mmsList.map((list) => ({
      title: list.title,
      contentList: list.contentList.map(({ exerciseUrl: _url, ...item }) => ({
        ...withDuration(item),
        exerciseFilePath: exercises.has(exerciseKey(item.mmsId)) ? exerciseKey(item.mmsId) : null,
        exerciseFiles: [],
      })),
    })),
  };
}

/** A URL for every file of the package; an exercise's is scoped to its folder so its stems load too. */
function fileUrls(row: PackageRow, media: MediaSigner, exercises: ReadonlySet<string>) {
  const urls: Record<string, string> = {};
  const sign = (key: string | null) => {
    const url = media.url(key);
    if (key && url) urls[key] = url;
  };
  fileKeys(fileFields(row.thumbnailImage, row.content)).forEach(sign);
  for (const item of row.content.mmsList.flatMap((list) => list.contentList)) {
    sign(item.audioFilePath);
    const key = exerciseKey(item.mmsId);
    if (exercises.has(key)) urls[key] = media.scopedUrl(key, exerciseFolder(item.mmsId));
  }
  return urls;
}

/** `exercises`: the exercise keys that exist in storage. */
export function presentAdminPackage(
  row: AdminPackageRow,
  media: MediaSigner,
  exercises: ReadonlySet<string>,
): AdminContentPackage {
  return {
    _id: row.id,
    active: row.active,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    thumbnailImage: row.thumbnailImage,
    author: row.author,
    publisher: row.publisher,
    releaseDate: row.releaseDate?.toISOString() ?? null,
    trialPeriodInDays: row.trialPeriodInDays,
    catalogueNumber: row.catalogueNumber,
    genreIdList: row.genreIdList,
    instrumentIdList: row.instrumentIdList,
    skillLevelIdList: row.skillLevelIdList,
    contentChannelIdList: row.contentChannelIdList,
    price: row.price,
    content: presentContent(row.content, exercises),
    fileUrls: fileUrls(row, media, exercises),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, username: row.editorName } : null,
  };
}
