// Webhooks (decision 064): the endpoints staff register, and the outbox of deliveries. A delivery row
// is written in the transaction of the change it tells of (triggers of migration 0013, or
// `queueWebhookEvent`), so no event is told that did not happen and none that happened is lost;
// background jobs send it, and its status, attempts and next attempt are kept here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus } from '@bandbook/domain';
import { editTracking } from './edit-tracking.js';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  /** The events it subscribes to (the domain's WEBHOOK_EVENTS). */
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** `whsec_` + base64 of the HMAC key: needed to sign, so kept as it is; shown once to staff. */
  secret: text('secret').notNull(),
  ...editTracking(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** Also the message's `webhook-id`: the same on every attempt and redelivery. */
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The body sent: `{ type, timestamp, data }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending delivery is due (or, while an attempt runs, when that attempt is given up). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** When a job was last queued for it: a due delivery without one is queued (after a restart too). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
    // An endpoint's deliveries, newest first (the admin list).
    index().on(t.endpointId, t.createdAt),
    // The due ones, which the dispatcher looks for every few seconds.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
