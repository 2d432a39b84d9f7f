// Code (coupon) lists, their codes and each code's uses. The database keeps a code's uses within its
// limit (check constraint) and one use per user and code (primary key).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contentPackages } from './catalogue.js';
import { editTracking } from './edit-tracking.js';
import { users } from './users.js';

export const couponLists = pgTable('coupon_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  packageId: uuid('package_id')
    .notNull()
    .references(() => contentPackages.id, { onDelete: 'cascade' }),
  contentChannelIdList: text('content_channel_id_list')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  multiUseCounter: integer('multi_use_counter').notNull().default(1),
  /** Codes asked for that a background job has still to make (decision 053). */
  codesPending: integer('codes_pending').notNull().default(0),
  expiresOn: timestamp('expires_on', { withTimezone: true }),
  createdByApi: boolean('created_by_api').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...editTracking(),
});

export const codes = pgTable(
  'codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => couponLists.id, { onDelete: 'cascade' }),
    /** Normalised (see normalizeCode): upper case, no separators. */
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('codes_code_idx').on(t.code),
    index().on(t.listId),
    check('codes_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

export const codeUses = pgTable(
  'code_uses',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => codes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] })],
);
