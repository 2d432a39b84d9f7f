// Checks a browser upload form against its signed POST policy the way S3 does, for the local driver:
// credential and signature first, then expiry, then every condition, and no field the policy omits.
import { z } from 'zod';
import { UPLOAD_MESSAGES } from '@bandbook/domain';
import { badRequest, forbidden } from '../lib/http-error.js';
import {
  decodePolicy,
  isSameSignature,
  LOCAL_ACCESS_KEY_ID,
  LOCAL_BUCKET,
  LOCAL_REGION,
  signPolicy,
  SIGV4_ALGORITHM,
} from './sigv4-post.js';

/** What the form may store, once its policy holds. */
export interface AllowedUpload {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
}

const policySchema = z.object({
  expiration: z.string(),
  conditions: z.array(
    z.union([
      z.record(z.string(), z.string()),
      z.tuple([z.enum(['eq', 'starts-with']), z.string(), z.string()]),
      z.tuple([z.literal('content-length-range'), z.number().int(), z.number().int()]),
    ]),
  ),
});

/** Fields S3 never asks a policy to name. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

const refusalOf = (field: string) =>
  field === 'key'
    ? UPLOAD_MESSAGES.key
    : field === 'content-type'
      ? UPLOAD_MESSAGES.contentType
      : UPLOAD_MESSAGES.condition(field);

/** Throws an HttpError (400 or 403) naming what is wrong; `fields` have lower-cased names. */
export function checkPostPolicy(
  fields: ReadonlyMap<string, string>,
  secretKey: string,
  now: Date,
): AllowedUpload {
  const read = (name: string) => {
    const value = fields.get(name);
    if (value === undefined) throw badRequest(UPLOAD_MESSAGES.missingField(name));
    return value;
  };
  const [key, policy, signature, credential, algorithm, date] = [
    'key',
    'policy',
    'x-amz-signature',
    'x-amz-credential',
    'x-amz-algorithm',
    'x-amz-date',
  ].map(read) as [string, string, string, string, string, string];
  if (algorithm !== SIGV4_ALGORITHM) throw badRequest(UPLOAD_MESSAGES.algorithm);
  const [accessKeyId, shortDate = '', region = '', ...scope] = credential.split('/');
  if (
    accessKeyId !== LOCAL_ACCESS_KEY_ID ||
    region !== LOCAL_REGION ||
    scope.join('/') !== 's3/aws4_request' ||
    !/^\d{8}$/.test(shortDate) ||
    !date.startsWith(`${shortDate}T`)
  ) {
    throw forbidden(UPLOAD_MESSAGES.credential);
  }
  if (!isSameSignature(signature, signPolicy(secretKey, shortDate, region, policy))) {
    throw forbidden(UPLOAD_MESSAGES.signature);
  }
  const document = policySchema.safeParse(decodePolicy(policy));
  if (!document.success) throw badRequest(UPLOAD_MESSAGES.malformed);
  if (!(Date.parse(document.data.expiration) > now.getTime())) {
    throw forbidden(UPLOAD_MESSAGES.expired);
  }

  let [minBytes, maxBytes] = [0, Number.MAX_SAFE_INTEGER];
  const named = new Set(UNCONDITIONED);
  const expect = (name: string, holds: (value: string) => boolean) => {
    named.add(name);
    const value = fields.get(name);
    if (value === undefined || !holds(value)) throw forbidden(refusalOf(name));
  };
  for (const condition of document.data.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        const field = name.toLowerCase();
        // The bucket is the one the form is posted to; the local driver has only this one.
        if (field === 'bucket' && expected !== LOCAL_BUCKET) throw forbidden(refusalOf(field));
        if (field !== 'bucket') expect(field, (value) => value === expected);
      }
    } else if (condition[0] === 'content-length-range') {
      [, minBytes, maxBytes] = condition;
    } else {
      const [operator, reference, expected] = condition;
      expect(reference.replace(/^\$/, '').toLowerCase(), (value) =>
        operator === 'eq' ? value === expected : value.startsWith(expected),
      );
    }
  }
  for (const name of fields.keys()) {
    if (!named.has(name) && !name.startsWith('x-ignore-') && name !== 'bucket') {
      throw forbidden(UPLOAD_MESSAGES.extraField(name));
    }
  }
  return { key, contentType: fields.get('content-type') ?? '', minBytes, maxBytes };
}
