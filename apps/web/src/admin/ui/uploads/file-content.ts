// A chosen file is checked by its first bytes before it is uploaded (issue 44): a text file named
// fake.pdf is refused on its field at once, with the domain's signatures the server also checks
// stored files with (decision 051), instead of uploading and failing later or being stored.
import {
  FILE_CONTENT_MESSAGES,
  kindOfContent,
  SNIFF_BYTES,
  UPLOAD_TYPE_KINDS,
  uploadContentType,
  isUploadContentType,
  type FileKind,
  type UploadTargetDir,
} from '@bandbook/domain';

export type ContentCheck = { ok: true; kind: FileKind } | { ok: false; message: string };

/** The file's first bytes. */
export async function readHead(file: Blob, length = SNIFF_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}

/**
 * The kind the file must be: the one of the type it will be uploaded as (its name's, as the server
 * checks it against), when the field takes that kind; otherwise any kind the field takes.
 */
function expectedKinds(file: File, dir: UploadTargetDir, kinds: readonly FileKind[]) {
  const type = uploadContentType(file, dir);
  const kind = isUploadContentType(type) ? UPLOAD_TYPE_KINDS[type] : undefined;
  return kind && kinds.includes(kind) ? [kind] : kinds;
}

/** Whether the file's bytes are of a kind its field takes, and which. */
export async function checkFileContent(
  file: File,
  dir: UploadTargetDir,
  kinds: readonly FileKind[],
): Promise<ContentCheck> {
  const expected = expectedKinds(file, dir, kinds);
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    return { ok: false, message: FILE_CONTENT_MESSAGES.unreadable(file.name) };
  }
  const kind = kindOfContent(head, expected);
  return kind
    ? { ok: true, kind }
    : { ok: false, message: FILE_CONTENT_MESSAGES.notOfKind(file.name, expected) };
}
