// What the upload field tells staff about a stored file: its name as they chose it (the key's
// `<uuid>-` prefix dropped) and what it is to a browser (image, audio, video, document), read from
// the key's extension among the kinds the field takes.
import {
  FILE_SIGNATURES,
  UPLOAD_TYPE_KINDS,
  UPLOAD_TYPES,
  type FileKind,
  type FileSignature,
  type UploadContentType,
} from '@bandbook/domain';

const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[-.]/i;

/** The stored file's last path segment. */
export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * The name staff gave the file: uploads are stored as `<uuid>-<name>`, or `<uuid>.<extension>` when
 * the file had no usable name (then "PNG file").
 */
export function readableNameOf(key: string): string {
  const name = fileNameOf(key);
  const match = UUID_PREFIX.exec(name);
  if (!match) return name;
  const rest = name.slice(match[0].length);
  return match[0].endsWith('.') ? `${rest.toUpperCase()} file` : rest;
}

const extensionOf = (key: string) => {
  const name = fileNameOf(key);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The kind among the field's that the key's extension names (.mp4 is audio in an audio field). */
export function kindOfKey(key: string, kinds: readonly FileKind[]): FileKind | undefined {
  const extension = extensionOf(key);
  const types = Object.keys(UPLOAD_TYPES) as UploadContentType[];
  const type = types.find(
    (candidate) =>
      kinds.includes(UPLOAD_TYPE_KINDS[candidate]) &&
      (UPLOAD_TYPES[candidate].extensions as readonly string[]).includes(extension),
  );
  return type && UPLOAD_TYPE_KINDS[type];
}

export const mediaOf = (kind: FileKind | undefined): FileSignature['media'] =>
  kind ? FILE_SIGNATURES[kind].media : 'none';
