// Passes an upload's bytes through once its first bytes show it is what its policy's content type
// says (decision 051): a page or a script sent as image/png is refused before anything is stored.
import { Transform } from 'node:stream';
import { isUploadContentType, UPLOAD_MESSAGES, UPLOAD_TYPE_KINDS } from '@bandbook/domain';
import { fieldError } from '../../lib/http-error.js';
import { FILE_TYPES, SNIFF_BYTES } from '../../storage/file-types.js';

/** Signed policies name upload types only; anything else would match nothing. */
const typeOf = (contentType: string) =>
  isUploadContentType(contentType)
    ? FILE_TYPES[UPLOAD_TYPE_KINDS[contentType]]
    : { label: contentType, matches: () => false };

export function checkContent(contentType: string): Transform {
  const type = typeOf(contentType);
  let head: Buffer[] = [];
  let length = 0;
  let isChecked = false;
  /** The bytes held so far, or the refusal when they are not of the type. */
  const release = () => {
    isChecked = true;
    const bytes = Buffer.concat(head);
    head = [];
    return type.matches(bytes) ? bytes : fieldError('file', UPLOAD_MESSAGES.content(type.label));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (isChecked) return callback(null, chunk);
      head.push(chunk);
      length += chunk.length;
      if (length < SNIFF_BYTES) return callback();
      const bytes = release();
      if (bytes instanceof Error) callback(bytes);
      else callback(null, bytes);
    },
    flush(callback) {
      if (isChecked) return callback();
      const bytes = release();
      if (bytes instanceof Error) return callback(bytes);
      callback(null, bytes);
    },
  });
}
