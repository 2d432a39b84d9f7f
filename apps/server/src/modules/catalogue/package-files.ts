// The storage keys a package points at, each with the request field that names it: a key new to the
// package must name a file that was really uploaded; the answer gives each key a URL for previews.
import {
  CONTENT_PACKAGE_MESSAGES,
  type PackageContent,
  type PackageContentInput,
} from '@bandbook/domain';
import type { Storage } from '../../storage/storage.js';
import type { FieldErrorList } from './field-errors.js';

type FileField = [field: string, key: string | null];

/** Every file field of a body (or of stored content: the shapes agree on the file fields). */
export function fileFields(
  thumbnailImage: string | null,
  content: PackageContentInput | PackageContent,
): FileField[] {
  const fields: FileField[] = [
    ['thumbnailImage', thumbnailImage],
    ['content.ebook.pdfFilePath', content.ebook.pdfFilePath],
    ['content.ebook.trialVersionPdfFilePath', content.ebook.trialVersionPdfFilePath],
    ['content.audioListZipFilePath', content.audioListZipFilePath],
  ];
  content.videoList.forEach((video, i) => {
    fields.push([`content.videoList.${i}.previewImageFilePath`, video.previewImageFilePath]);
    fields.push([`content.videoList.${i}.videoFilePath`, video.videoFilePath]);
  });
  content.audioList.forEach((list, i) =>
    list.trackList.forEach((track, j) =>
      fields.push([`content.audioList.${i}.trackList.${j}.audioFilePath`, track.audioFilePath]),
    ),
  );
  return fields;
}

/** Keys only, without empty fields. */
export const fileKeys = (fields: FileField[]) =>
  fields.map(([, key]) => key).filter((key): key is string => Boolean(key));

/** Adds an error for each key the package did not have before and storage does not hold. */
export async function checkNewFiles(
  storage: Storage,
  fields: FileField[],
  previousKeys: ReadonlySet<string>,
  errors: FieldErrorList,
) {
  for (const [field, key] of fields) {
    if (!key || previousKeys.has(key)) continue;
    if (!(await storage.exists(key))) errors.add(field, CONTENT_PACKAGE_MESSAGES.fileMissing);
  }
}
