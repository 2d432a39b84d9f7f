// The key of a new upload, made by the server and never by the browser:
// uploads/<dir>/<yyyy>/<mm>/<uuid>-<name>. The extension always matches the content type, since the
// local driver serves files with the type their extension names.
import { randomUUID } from 'node:crypto';
import { UPLOAD_TYPES, type UploadContentType, type UploadTargetDir } from '@bandbook/domain';

/** Letters, digits, dots, dashes and underscores only (what a storage key may hold). */
function sanitiseName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '');
}

/** `<name>.<extension>` with an extension the content type allows, or `<extension>` alone. */
function storedName(fileName: string, contentType: UploadContentType) {
  const extensions: readonly string[] = UPLOAD_TYPES[contentType].extensions;
  const clean = sanitiseName(fileName);
  const dot = clean.lastIndexOf('.');
  const given = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const extension = extensions.includes(given) ? given : extensions[0]!;
  // A wrong extension is dropped, not kept inside the name.
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).slice(0, 80).replace(/[-._]+$/, '');
  return stem ? `${stem}.${extension}` : extension;
}

export function makeUploadKey(
  dir: UploadTargetDir,
  contentType: UploadContentType,
  fileName = '',
  now = new Date(),
  id: string = randomUUID(),
): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const name = storedName(fileName, contentType);
  // No name: `<uuid>.<extension>`, so the file still carries its type.
  return `${dir}${year}/${month}/${id}${name.includes('.') ? '-' : '.'}${name}`;
}
