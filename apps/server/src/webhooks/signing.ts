// Standard Webhooks signing (https://www.standardwebhooks.com/) with the scheme's own library: a
// secret is `whsec_` and the base64 of a random key; each request carries `webhook-id`,
// `webhook-timestamp` (seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** 32 random bytes: the scheme asks for 24 to 64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The headers that sign `body` as message `id`, sent at `at`. */
export function signatureHeaders(
  secret: string,
  id: string,
  at: Date,
  body: string,
): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
