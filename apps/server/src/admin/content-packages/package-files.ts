// The storage keys a package points at, each with the request field that names it: a key new to the
// package must name a file that was really uploaded, of a type its field takes, and that no other
// package names (else our signed URLs would hand out another package's file; decision 051). The
// answer gives each key a URL for previews.
import { sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_PACKAGE_MESSAGES,
  STORED_FILE_MESSAGES,
  type PackageContent,
  type PackageContentInput,
} from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { FIELD_KINDS, kindOf, labelsOf, type FileKind } from '../../storage/file-types.js';
import type { Storage } from '../../storage/storage.js';
import type { FieldErrorList } from '../shared/field-errors.js';

type FileField = [field: string, key: string | null, kinds: readonly FileKind[]];

/** Audio uploads may be audio/mp4 saved as .mp4: an audio element plays it all the same. */
const TRACK_KINDS: readonly FileKind[] = [...FIELD_KINDS.audioTrack, 'mp4'];

/** Every file field of a body (or of stored content: the shapes agree on the file fields). */
export function fileFields(
  thumbnailImage: string | null,
  content: PackageContentInput | PackageContent,
): FileField[] {
  const { image, ebook, audioZip, video } = FIELD_KINDS;
  const fields: FileField[] = [
    ['thumbnailImage', thumbnailImage, image],
    ['content.ebook.pdfFilePath', content.ebook.pdfFilePath, ebook],
    ['content.ebook.trialVersionPdfFilePath', content.ebook.trialVersionPdfFilePath, ebook],
    ['content.audioListZipFilePath', content.audioListZipFilePath, audioZip],
  ];
  content.videoList.forEach((item, i) => {
    fields.push([`content.videoList.${i}.previewImageFilePath`, item.previewImageFilePath, image]);
    fields.push([`content.videoList.${i}.videoFilePath`, item.videoFilePath, video]);
  });
  content.audioList.forEach((list, i) =>
    list.trackList.forEach((track, j) =>
      fields.push([
        `content.audioList.${i}.trackList.${j}.audioFilePath`,
        track.audioFilePath,
        TRACK_KINDS,
      ]),
    ),
  );
  return fields;
}

/** Keys only, without empty fields. */
export const fileKeys = (fields: FileField[]) =>
  fields.map(([, key]) => key).filter((key): key is string => Boolean(key));

/** Which of `keys` a package other than `packageId` names, in its cover or anywhere in its content. */
async function keysNamedElsewhere(db: Db, keys: string[], packageId: string | null) {
  if (keys.length === 0) return new Set<string>();
  const list: SQL = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const other = packageId ? sql`p.id <> ${packageId}` : sql`true`;
  const { rows } = (await db.execute(sql`
    select k.key from unnest(array[${list}]::text[]) as k(key)
    where exists (
      select 1 from content_packages p
      where ${other} and (p.thumbnail_image = k.key
        or jsonb_path_exists(p.content, '$.** ? (@ == $k)', jsonb_build_object('k', k.key)))
    )`)) as unknown as { rows: { key: string }[] };
  return new Set(rows.map((row) => row.key));
}

/** Adds an error for each key new to the package that is missing, of a wrong type, or not ours. */
export async function checkNewFiles(
  db: Db,
  storage: Storage,
  fields: FileField[],
  previous: { keys: ReadonlySet<string>; packageId: string | null },
  errors: FieldErrorList,
) {
  const fresh = fields.filter(
    (field): field is [string, string, readonly FileKind[]] =>
      Boolean(field[1]) && !previous.keys.has(field[1]!),
  );
  const taken = await keysNamedElsewhere(
    db,
    [...new Set(fresh.map(([, key]) => key))],
    previous.packageId,
  );
  for (const [field, key, kinds] of fresh) {
    if (!kindOf(key, kinds)) errors.add(field, STORED_FILE_MESSAGES.fileType(labelsOf(kinds)));
    else if (taken.has(key)) errors.add(field, STORED_FILE_MESSAGES.fileTaken);
    else if (!(await storage.exists(key))) errors.add(field, CONTENT_PACKAGE_MESSAGES.fileMissing);
  }
}
