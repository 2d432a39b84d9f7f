// The S3 driver: AWS S3 or any S3-compatible store (path-style addressing when S3_ENDPOINT is set).
// Browsers POST uploads straight to the bucket under a presigned policy; reads are signed GET URLs.
import { Readable } from 'node:stream';
import { contentTypeOf } from './content-types.js';
import { isPublicKey } from './media-urls.js';
import { connectS3, type S3Connection, type S3StorageConfig } from './s3-client.js';
import { decodePolicy } from './sigv4-post.js';
import { checkKey, isValidKey, type Storage } from './storage.js';

/** The spec's field order; any other field the SDK adds (bucket) goes before the signature. */
const FIELD_ORDER = [
  'key',
  'acl',
  'Content-Type',
  'policy',
  'X-Amz-Credential',
  'X-Amz-Algorithm',
  'X-Amz-Date',
];

/** The SDK's fields as an ordered list, with the policy field named as the spec names it. */
function orderFields(fields: Record<string, string>) {
  const { Policy: policy = '', 'X-Amz-Signature': signature = '', ...rest } = fields;
  const all: Record<string, string> = { ...rest, policy };
  const names = [
    ...FIELD_ORDER.filter((name) => name in all),
    ...Object.keys(all).filter((name) => !FIELD_ORDER.includes(name)),
  ];
  return {
    policy,
    signature,
    all,
    ordered: [
      ...names.map((name) => ({ name, value: all[name]! })),
      { name: 'X-Amz-Signature', value: signature },
    ],
  };
}

/** Keys per listing page: S3's own maximum. */
const LIST_PAGE_SIZE = 1000;

export function createS3Storage(
  config: S3StorageConfig,
  { listPageSize = LIST_PAGE_SIZE }: { listPageSize?: number } = {},
): Storage {
  let connection: Promise<S3Connection> | undefined;
  const s3 = () => (connection ??= connectS3(config));
  const aclOf = (key: string) =>
    config.acl ? (isPublicKey(key) ? 'public-read' : 'private') : undefined;

  return {
    driver: 's3',
    root: undefined,
    pathOf: () => undefined,
    ping: async () => (await s3()).checkBucket(),
    exists: async (key) => isValidKey(key) && (await (await s3()).sizeOf(key)) !== undefined,
    async size(key) {
      const size = await (await s3()).sizeOf(checkKey(key));
      if (size === undefined) throw new Error(`no such file: ${key}`);
      return size;
    },
    async write(key, body, options = {}) {
      if (body instanceof Readable && options.contentLength === undefined) {
        throw new Error(`writing a stream to S3 needs its length (${key})`);
      }
      await (
        await s3()
      ).put(checkKey(key), {
        body,
        contentType: options.contentType ?? contentTypeOf(key),
        contentLength: options.contentLength,
        acl: aclOf(key),
      });
    },
    read: async (key) => (await s3()).stream(checkKey(key)),
    readBytes: async (key) => (await s3()).bytes(checkKey(key)),
    async *list() {
      let token: string | undefined;
      do {
        const page = await (await s3()).listPage('uploads/', token, listPageSize);
        // Folder markers ('uploads/audio/') and names no key can have are not files of ours.
        yield* page.objects.filter((object) => isValidKey(object.key));
        token = page.next;
      } while (token);
    },
    delete: async (key) => (await s3()).remove(checkKey(key)),
    async presignPost({ key, contentType, maxBytes, expiresInSeconds }) {
      const acl = aclOf(key);
      const post = await (
        await s3()
      ).presignPost(
        checkKey(key),
        { ...(acl ? { acl } : {}), 'Content-Type': contentType },
        maxBytes,
        expiresInSeconds,
      );
      const { policy, signature, all, ordered } = orderFields(post.fields);
      const { expiration } = decodePolicy(policy) as { expiration: string };
      return {
        url: post.url,
        fields: ordered,
        policy,
        signature,
        date: all['X-Amz-Date'] ?? '',
        credential: all['X-Amz-Credential'] ?? '',
        expiration,
      };
    },
    signedGetUrl: async (key, { expiresInSeconds, contentDisposition }) =>
      (await s3()).signGet(checkKey(key), expiresInSeconds, contentDisposition),
    publicUrl: (key) =>
      config.publicUrl
        ? `${config.publicUrl.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`
        : undefined,
  };
}
