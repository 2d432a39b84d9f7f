// Builds the configured storage driver: STORAGE_DRIVER=local (DATA_DIR/storage, the default) or s3
// (decision 014). Everything else only sees the Storage interface.
import { createLocalStorage } from './local-storage.js';
import type { S3StorageConfig } from './s3-client.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export type StorageConfig = { driver: 'local' } | S3StorageConfig;

/** The local driver keeps files under `dataDir` and signs uploads and media URLs from `jwtSecret`. */
export function createStorage(config: StorageConfig, dataDir: string, jwtSecret: string): Storage {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(dataDir, jwtSecret);
}

/**
 * Origins the browser talks to directly besides ours: the bucket (uploads POST there, media redirect
 * there) and its public URL. The CSP must allow them; the bucket's CORS rule must allow us.
 */
export function storageOrigins(config: StorageConfig): string[] {
  if (config.driver !== 's3') return [];
  const bucketOrigin = config.endpoint
    ? new URL(config.endpoint).origin
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const origins = [bucketOrigin];
  if (config.publicUrl) origins.push(new URL(config.publicUrl).origin);
  return [...new Set(origins)];
}
