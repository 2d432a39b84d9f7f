// Browser-style upload forms for tests: the policy's fields in order, then the file, serialised as a
// browser would (multipart/form-data), for inject() or a real POST.
import type { S3Policy } from '@bandbook/domain';

export interface UploadForm {
  fields: { name: string; value: string }[];
  file?: { bytes: Uint8Array; type: string; name?: string };
  /** Where the file goes among the fields (default: last, as S3 requires). */
  fileAt?: number;
}

export function formOf({ fields, file, fileAt }: UploadForm): FormData {
  const form = new FormData();
  const blob = file && new Blob([file.bytes], { type: file.type });
  fields.forEach(({ name, value }, index) => {
    if (blob && index === fileAt) form.append('file', blob, file.name ?? 'upload');
    form.append(name, value);
  });
  if (blob && (fileAt === undefined || fileAt >= fields.length)) {
    form.append('file', blob, file.name ?? 'upload');
  }
  return form;
}

/** The form as inject() takes it: bytes and the content type with its boundary. */
export async function injectableForm(form: UploadForm) {
  const encoded = new Response(formOf(form));
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The policy's own fields with some replaced (or removed, with `null`) or added. */
export function fieldsOf(policy: S3Policy, changes: Record<string, string | null> = {}) {
  const fields = policy.fields
    .filter(({ name }) => changes[name] !== null)
    .map(({ name, value }) => ({ name, value: changes[name] ?? value }));
  for (const [name, value] of Object.entries(changes)) {
    if (value !== null && !fields.some((field) => field.name === name))
      fields.push({ name, value });
  }
  return fields;
}

export const bytesOf = (size: number, seed = 1) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 251);
