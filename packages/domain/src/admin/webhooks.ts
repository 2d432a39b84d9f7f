// Webhooks (issue 49): endpoints staff register for the platform's events, and the deliveries sent
// to them, signed by the Standard Webhooks scheme and retried with backoff (decision 064).
import { z } from 'zod';
import { recordIdSchema } from '../rules/record-id.js';
import { versionedFields, versionSchema } from './common.js';

/** The events an endpoint may subscribe to, with the names the form shows. */
export const WEBHOOK_EVENT_LABELS = {
  'code.activated': 'Code activated',
  'subscription.granted': 'Subscription granted',
  'subscription.ended': 'Subscription ended',
  'trial.granted': 'Trial granted',
  'trial.ended': 'Trial ended',
  'take.saved': 'SoundCheck take saved',
  'account.deleted': 'Account deleted',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENT_LABELS;
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as [
  WebhookEvent,
  ...WebhookEvent[],
];

/** What "Send test event" sends: to the one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Endpoints one installation may register: a publisher's handful of integrations. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MESSAGES = {
  url: 'Enter an http(s) URL.',
  urlTooLong: `A URL must be at most ${WEBHOOK_URL_MAX} characters long.`,
  privateAddress:
    'This address is on a private or loopback network: webhooks go to public addresses only.',
  unresolvable: 'This host name does not resolve.',
  events: 'Choose at least one event.',
  tooMany: `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints can be registered.`,
  notFound: 'This webhook endpoint does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  secretOnce: 'Copy this signing secret now: it is not shown again.',
  created: 'The webhook endpoint has been registered.',
  saved: 'The webhook endpoint has been saved.',
  deleted: 'The webhook endpoint has been deleted.',
  rotated: 'The signing secret has been replaced.',
  redelivering: 'The delivery is queued again.',
  testQueued: 'A test event is on its way.',
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .refine(isHttpUrl, WEBHOOK_MESSAGES.url);

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), {
    error: WEBHOOK_MESSAGES.events,
  })
  .min(1, WEBHOOK_MESSAGES.events)
  .max(WEBHOOK_EVENTS.length, WEBHOOK_MESSAGES.events)
  // One subscription per event, in the list's order, whatever the form sent.
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** POST /api/admin/webhooks: the form. */
export const webhookEndpointFormSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointForm = z.output<typeof webhookEndpointFormSchema>;
export type WebhookEndpointFormInput = z.input<typeof webhookEndpointFormSchema>;

/** PUT /api/admin/webhooks/{id}: the form at the version read. */
export const webhookEndpointUpdateSchema = webhookEndpointFormSchema.extend({
  version: versionSchema,
});
export type WebhookEndpointUpdate = z.output<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointParamsSchema = z.object({
  id: recordIdSchema(WEBHOOK_MESSAGES.notFound),
});
export const webhookDeliveryParamsSchema = webhookEndpointParamsSchema.extend({
  deliveryId: recordIdSchema(WEBHOOK_MESSAGES.deliveryNotFound),
});

/** A delivery's counts, for the endpoint list. */
export const webhookDeliveryCountsSchema = z.object({
  pending: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});

/** An endpoint as every answer shows it: never its secret. */
export const webhookEndpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  deliveries: webhookDeliveryCountsSchema,
  ...versionedFields,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The answer of a create and of a rotation: the secret, this once. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** `whsec_` and the base64 of the key (Standard Webhooks). */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far, of `maxAttempts`. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** The HTTP status of the last attempt; null when it got no answer (or none was made). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When a pending delivery is tried next. */
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** The JSON body sent: `{ type, timestamp, data }`. */
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE = 25;

/** GET /api/admin/webhooks/{id}/deliveries: newest first. */
export const webhookDeliveryQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERIES_PAGE),
  status: z.union([z.enum(WEBHOOK_DELIVERY_STATUSES), z.literal('')]).default(''),
});
export type WebhookDeliveryQuery = z.input<typeof webhookDeliveryQuerySchema>;

export const webhookDeliveryPageSchema = z.object({
  totalCount: z.number().int(),
  pageData: z.array(webhookDeliverySchema),
  totalPages: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
