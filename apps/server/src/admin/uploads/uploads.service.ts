// The answer of GET /api/amazon/aws/s3Policy: a fresh key under the target dir and the configured
// driver's presigned POST for exactly that key, content type and size limit (decision 014).
import {
  isUploadContentType,
  UPLOAD_MESSAGES,
  UPLOAD_POLICY_MINUTES,
  UPLOAD_TYPES,
  type S3Policy,
  type UploadTargetDir,
} from '@bandbook/domain';
import { fieldError } from '../../lib/http-error.js';
import { isPublicKey } from '../../storage/media-urls.js';
import type { Storage } from '../../storage/storage.js';
import { makeUploadKey } from './upload-key.js';

export interface UploadRequest {
  targetDir: UploadTargetDir;
  mimeType: string;
  fileName?: string | undefined;
}

export async function createUploadPolicy(
  storage: Storage,
  { targetDir, mimeType, fileName }: UploadRequest,
): Promise<S3Policy> {
  // The query schema has checked it; this narrows the type.
  if (!isUploadContentType(mimeType)) throw fieldError('mimeType', UPLOAD_MESSAGES.mimeType);
  const key = makeUploadKey(targetDir, mimeType, fileName);
  const { maxBytes } = UPLOAD_TYPES[mimeType];
  const post = await storage.presignPost({
    key,
    contentType: mimeType,
    maxBytes,
    expiresInSeconds: UPLOAD_POLICY_MINUTES * 60,
    isPublic: isPublicKey(key),
  });
  return {
    url: post.url,
    key,
    fields: post.fields,
    policy: post.policy,
    signature: post.signature,
    date: post.date,
    credentials: post.credential,
    expiration: post.expiration,
    maxBytes,
  };
}
