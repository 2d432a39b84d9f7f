// Passes an upload's bytes through while counting them, and fails the moment they pass the policy's
// limit: an oversized file is never read to its end, nor stored. Too few bytes fail at the end.
import { Transform } from 'node:stream';
import { UPLOAD_MESSAGES } from '@bandbook/domain';
import { badRequest, HttpError } from '../../lib/http-error.js';

export function limitBytes(minBytes: number, maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) callback(new HttpError(413, UPLOAD_MESSAGES.tooLarge(maxBytes)));
      else callback(null, chunk);
    },
    flush(callback) {
      if (total >= minBytes) return callback();
      callback(
        badRequest(total === 0 ? UPLOAD_MESSAGES.empty : UPLOAD_MESSAGES.condition('file size')),
      );
    },
  });
}
