// AWS Signature Version 4 for browser POST uploads, as S3 computes it: the local driver signs its own
// POST policies with it and checks them the same way, with a secret derived from JWT_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
/** The local driver's "bucket", access key id and region: names only, the secret does the work. */
export const LOCAL_BUCKET = 'bandbook-local';
export const LOCAL_ACCESS_KEY_ID = 'bandbook-local';
export const LOCAL_REGION = 'local';

export type PolicyCondition =
  | Record<string, string>
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number];

export interface PostPolicyDocument {
  expiration: string;
  conditions: PolicyCondition[];
}

/** The local secret access key: derived for this purpose, so it never equals the JWT signing key. */
export const localSecretKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('bandbook:local-uploads').digest('base64url');

/** X-Amz-Date: ISO 8601 basic format, e.g. 20250102T030405Z. */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

export const credentialOf = (accessKeyId: string, shortDate: string, region: string) =>
  `${accessKeyId}/${shortDate}/${region}/s3/aws4_request`;

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** The policy's signature: HMAC-SHA256 of the base64 policy under the date/region/service key. */
export function signPolicy(secretKey: string, shortDate: string, region: string, policy: string) {
  const dateKey = hmac(`AWS4${secretKey}`, shortDate);
  const signingKey = hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
  return hmac(signingKey, policy).toString('hex');
}

/** Constant-time comparison of two hex signatures. */
export function isSameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const encodePolicy = (document: PostPolicyDocument) =>
  Buffer.from(JSON.stringify(document)).toString('base64');

export const decodePolicy = (policy: string): unknown =>
  JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
