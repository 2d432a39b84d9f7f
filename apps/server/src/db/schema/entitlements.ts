// What users hold: one entitlement row per user and package, either a subscription or a trial (the
// primary key makes "never both" a database rule), and the best SoundCheck result per item and tempo band
// (decision 059).
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TEMPO_PERCENT, type Result, type TempoBand } from '@bandbook/domain';
import { users } from './users.js';
import { contentPackages } from './catalogue.js';

export const entitlements = pgTable(
  'entitlements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => contentPackages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'subscription' | 'trial'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** How it was granted: a code, a trial start, an administrator. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.packageId] }),
    check('entitlements_kind_check', sql`${t.kind} in ('subscription', 'trial')`),
    check('entitlements_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    // A package's holders, counted before it is deleted or archived (decision 057).
    index().on(t.packageId),
  ],
);

export const progress = pgTable(
  'progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => contentPackages.id, { onDelete: 'cascade' }),
    contentId: text('content_id').notNull(),
    result: jsonb('result').$type<Result>().notNull(),
    /**
     * The result's tempo band, computed by the database from the result itself so the two never
     * disagree: 'full' from 100 %, else 'slower'.
     */
    band: text('band')
      .$type<TempoBand>()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `case when (result->>'tempo')::numeric >= ${TEMPO_PERCENT.full} then 'full' else 'slower' end`,
        ),
      ),
    stars: integer('stars').notNull(),
    score: integer('score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.packageId, t.contentId, t.band] }),
    check('progress_stars_check', sql`${t.stars} between 0 and 5`),
    // Every kept result says its tempo (answers always carry it), within what the player offers.
    check(
      'progress_tempo_check',
      sql.raw(
        `result->'tempo' is not null and jsonb_typeof(result->'tempo') = 'number' and (result->>'tempo')::numeric between ${TEMPO_PERCENT.min} and ${TEMPO_PERCENT.max}`,
      ),
    ),
    index().on(t.userId),
  ],
);
