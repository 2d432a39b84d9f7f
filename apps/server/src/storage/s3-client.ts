// The AWS SDK calls of the S3 driver. The SDK takes about 100 ms to load, so it is imported here, on
// the driver's first use (dynamic imports stay lazy in the esbuild bundle too), never by a server on
// local storage.
import { Readable } from 'node:stream';

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  publicUrl: string | undefined;
  /** Whether the store takes object ACLs (buckets with "bucket owner enforced" ownership refuse them). */
  acl: boolean;
}

export interface PutRequest {
  body: Uint8Array | string | Readable;
  contentType: string;
  contentLength: number | undefined;
  acl: 'public-read' | 'private' | undefined;
}

export async function connectS3(config: S3StorageConfig) {
  const [sdk, { createPresignedPost }, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = sdk;
  const isNotFound = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound');
  const client = new S3Client({
    region: config.region,
    // S3-compatible stores: path-style addressing, and checksums only where S3 demands them (many
    // such stores do not understand the SDK's default aws-chunked uploads with trailing checksums).
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const get = async (Key: string) => {
    const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
    if (!Body) throw new Error(`no body for ${Key}`);
    return Body;
  };
  return {
    /** Throws unless the bucket exists and these credentials reach it. */
    async checkBucket() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    /** The object's size, or undefined when there is none. */
    async sizeOf(Key: string): Promise<number | undefined> {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    /** One page of the keys under `Prefix` (S3 answers in key order), and the token of the next. */
    async listPage(Prefix: string, ContinuationToken: string | undefined, MaxKeys?: number) {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys }),
      );
      return {
        objects: (page.Contents ?? []).map(({ Key, Size }) => ({
          key: Key ?? '',
          size: Size ?? 0,
        })),
        next: page.IsTruncated ? page.NextContinuationToken : undefined,
      };
    },
    async put(Key: string, { body, contentType, contentLength, acl }: PutRequest) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: body,
          ContentType: contentType,
          ContentLength: contentLength,
          ...(acl ? { ACL: acl } : {}),
        }),
      );
    },
    async stream(Key: string): Promise<Readable> {
      const body = await get(Key);
      // In Node the SDK answers with a Readable (an IncomingMessage with its helpers mixed in).
      if (!(body instanceof Readable)) throw new Error(`not a stream: ${Key}`);
      return body;
    },
    bytes: async (Key: string) => (await get(Key)).transformToByteArray(),
    async remove(Key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    presignPost: (Key: string, fields: Record<string, string>, maxBytes: number, Expires: number) =>
      createPresignedPost(client, {
        Bucket,
        Key,
        Conditions: [['content-length-range', 1, maxBytes]],
        Fields: fields,
        Expires,
      }),
    signGet: (Key: string, expiresIn: number, disposition: string | undefined) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key,
          ...(disposition ? { ResponseContentDisposition: disposition } : {}),
        }),
        { expiresIn },
      ),
  };
}

export type S3Connection = Awaited<ReturnType<typeof connectS3>>;
