// The storage layer: files live under keys like 'uploads/audio/<book>/track.mp3', on this machine's
// disk (local driver, DATA_DIR/storage) or in an S3 bucket (S3 driver); decision 014. Keys are
// validated so that a key can never leave its folder.
import type { Readable } from 'node:stream';

/** What a browser upload may be: one exact key and content type, a size limit, minutes of validity. */
export interface PostPolicyRequest {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
  /** Covers, icons and previews are public; the rest is served only through signed URLs. */
  isPublic: boolean;
}

/** A presigned POST (AWS Signature Version 4): where to send the form and its fields, in order. */
export interface PresignedPost {
  url: string;
  fields: { name: string; value: string }[];
  policy: string;
  signature: string;
  /** X-Amz-Date. */
  date: string;
  /** X-Amz-Credential. */
  credential: string;
  /** When the policy expires (ISO 8601). */
  expiration: string;
}

export interface WriteOptions {
  contentType?: string;
  /** Required by the S3 driver when the body is a stream. */
  contentLength?: number;
}

export interface SignedGetOptions {
  expiresInSeconds: number;
  /** A Content-Disposition for the answer (S3 only; the local driver's routes set their own). */
  contentDisposition?: string;
}

/** One stored file, as `list` yields it. */
export interface StoredObject {
  key: string;
  /** Bytes. */
  size: number;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /** The folder holding every file when they sit on this machine's disk (local driver), else undefined. */
  readonly root: string | undefined;
  /** A key's file on this machine's disk: undefined for a malformed key or a remote store. */
  pathOf(key: string): string | undefined;
  /** Throws unless the store can be read and written (readiness: the folder, or the bucket). */
  ping(): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Bytes of a stored file (it must exist). */
  size(key: string): Promise<number>;
  write(key: string, body: Uint8Array | string | Readable, options?: WriteOptions): Promise<void>;
  read(key: string): Promise<Readable>;
  readBytes(key: string): Promise<Uint8Array>;
  /**
   * Every stored file under `uploads/`, in key order (byte order of the key), page by page: backups
   * read the whole store through it, whichever the driver. A file being written is not listed.
   */
  list(): AsyncIterable<StoredObject>;
  /** Removes a file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The policy and fields a browser needs to POST one file straight to the store. */
  presignPost(request: PostPolicyRequest): Promise<PresignedPost>;
  /** A URL that reads one file until it expires. */
  signedGetUrl(key: string, options: SignedGetOptions): Promise<string>;
  /** A lasting URL of a public file when the store has one (S3_PUBLIC_URL), else undefined. */
  publicUrl(key: string): string | undefined;
}

const KEY_PATTERN = /^uploads\/[A-Za-z0-9._\-/]+$/;

export function isValidKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** Throws on a malformed key, so no driver ever touches a path it did not mean to. */
export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}
