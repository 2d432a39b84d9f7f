// The practice journal (issue 47 item 4, decision 065): every SoundCheck take as a row (the best per
// item and tempo band stays in `progress`), the learner's practice preferences (weekly goal, hidden
// scores), and the player's practice settings per learner and exercise (a JSON document validated by
// the domain's `practiceSettingsSchema`).
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TEMPO_PERCENT, type PracticeMode, type PracticeSettings } from '@bandbook/domain';
import { users } from './users.js';
import { contentPackages } from './catalogue.js';

export const takes = pgTable(
  'takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => contentPackages.id, { onDelete: 'cascade' }),
    /** The SoundCheck item's id in its book. */
    contentId: text('content_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Percent of the exercise's tempo. */
    tempo: integer('tempo').notNull(),
    part: text('part'),
    stars: integer('stars').notNull(),
    score: real('score').notNull(),
    /** Null for non-pitched (drum) parts. */
    pitchScore: real('pitch_score'),
    rhythmScore: real('rhythm_score').notNull(),
    percentPlayed: real('percent_played').notNull(),
    durationSeconds: real('duration_seconds').notNull().default(0),
    mode: text('mode').$type<PracticeMode>(),
    /** The kept recording's storage key (`uploads/takes/<user>/<take>.wav`), when the learner kept it. */
    recordingKey: text('recording_key'),
  },
  (t) => [
    check('takes_stars_check', sql`${t.stars} between 0 and 5`),
    check(
      'takes_tempo_check',
      sql.raw(`tempo between ${TEMPO_PERCENT.min} and ${TEMPO_PERCENT.max}`),
    ),
    check('takes_mode_check', sql`${t.mode} is null or ${t.mode} in ('practice', 'perform')`),
    check('takes_duration_check', sql`${t.durationSeconds} >= 0`),
    // The journal, newest first, and its cursor (created_at, id).
    index('takes_user_time_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One exercise's takes, newest first (the journal filtered by item, the progress chart).
    index('takes_user_item_idx').on(t.userId, t.packageId, t.contentId, t.createdAt.desc()),
  ],
);

export const practicePreferences = pgTable('practice_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyGoalMinutes: integer('weekly_goal_minutes'),
  hideScores: boolean('hide_scores').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const practiceSettings = pgTable(
  'practice_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => contentPackages.id, { onDelete: 'cascade' }),
    contentId: text('content_id').notNull(),
    settings: jsonb('settings').$type<PracticeSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packageId, t.contentId] })],
);
