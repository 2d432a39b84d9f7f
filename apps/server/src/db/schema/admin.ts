// Back-office entities of their own: applications (content apps with their subscription offer) and the
// static-site builds staff start from the admin area.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { editTracking } from './edit-tracking.js';

export interface ApplicationPriceRow {
  currencyCode: string;
  priceInCents: number;
}

export const applications = pgTable('applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  icon: text('icon'),
  isContent: boolean('is_content').notNull().default(false),
  ssoUrl: text('sso_url').notNull().default(''),
  oauthPublicKey: text('oauth_public_key').notNull().default(''),
  oauthSecretKey: text('oauth_secret_key').notNull().default(''),
  apiKey: text('api_key').notNull().default(''),
  subscriptionDuration: integer('subscription_duration').notNull().default(365),
  subscriptionDescription: text('subscription_description')
    .notNull()
    .default('One Year Subscription'),
  priceList: jsonb('price_list').$type<ApplicationPriceRow[]>().notNull().default([]),
  trialDuration: integer('trial_duration').notNull().default(14),
  ...editTracking(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StaticSiteStatus = 'queued' | 'running' | 'done' | 'failed';

export const staticSiteBuilds = pgTable('static_site_builds', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').$type<StaticSiteStatus>().notNull().default('queued'),
  /** Pages rendered so far, of `total`. */
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  /** Storage key of the site's index page when done. */
  resultKey: text('result_key'),
  /** Every key the build writes, known before it writes one: retention deletes them (decision 053). */
  pageKeys: text('page_keys')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  error: text('error'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
