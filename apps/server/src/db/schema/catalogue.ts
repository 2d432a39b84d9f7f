// The catalogue: content packages (nested content as validated JSONB), their genre, instrument,
// skill-level and channel relations, channels with ordered package lists, and dashboard lists.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { PackageContent, Price } from '@bandbook/domain';
import { editTracking } from './edit-tracking.js';
import { genres, instruments, skillLevels } from './reference.js';

export const contentPackages = pgTable('content_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  active: boolean('active').notNull().default(false),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  description: text('description').notNull().default(''),
  thumbnailImage: text('thumbnail_image'),
  author: text('author').notNull().default(''),
  publisher: text('publisher').notNull().default(''),
  releaseDate: timestamp('release_date', { withTimezone: true }),
  trialPeriodInDays: integer('trial_period_in_days').notNull().default(0),
  catalogueNumber: text('catalogue_number'),
  price: jsonb('price').$type<Price>().notNull().default({ isFree: false, points: 0, list: [] }),
  content: jsonb('content').$type<PackageContent>().notNull(),
  /**
   * Set when staff deleted a package that learners hold (decision 057): hidden from discovery, kept
   * for its holders. Null for every other package.
   */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  ...editTracking(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const packageRef = () =>
  uuid('package_id')
    .notNull()
    .references(() => contentPackages.id, { onDelete: 'cascade' });

export const packageGenres = pgTable(
  'package_genres',
  {
    packageId: packageRef(),
    genreId: text('genre_id')
      .notNull()
      .references(() => genres.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.genreId] }), index().on(t.genreId)],
);

export const packageInstruments = pgTable(
  'package_instruments',
  {
    packageId: packageRef(),
    instrumentId: text('instrument_id')
      .notNull()
      .references(() => instruments.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.instrumentId] }), index().on(t.instrumentId)],
);

export const packageSkillLevels = pgTable(
  'package_skill_levels',
  {
    packageId: packageRef(),
    skillLevelId: text('skill_level_id')
      .notNull()
      .references(() => skillLevels.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.skillLevelId] })],
);

export const contentChannels = pgTable('content_channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The main channel cannot be deleted. */
  isMain: boolean('is_main').notNull().default(false),
  ...editTracking(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const channelPackages = pgTable(
  'channel_packages',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => contentChannels.id, { onDelete: 'cascade' }),
    packageId: packageRef(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.packageId] }), index().on(t.packageId)],
);

export const dashboardLists = pgTable('dashboard_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  icon: text('icon').notNull().default('star'),
  title: text('title').notNull(),
  /** Fixed lists (the homepage list) cannot be deleted. */
  isFixed: boolean('is_fixed').notNull().default(false),
  ...editTracking(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dashboardListPackages = pgTable(
  'dashboard_list_packages',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => dashboardLists.id, { onDelete: 'cascade' }),
    packageId: packageRef(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.packageId] })],
);

/** The dashboard tabs: which lists show in the library and discover groups, in order. */
export const dashboardGroups = pgTable(
  'dashboard_groups',
  {
    group: text('group').$type<'library' | 'discover'>().notNull(),
    listId: uuid('list_id')
      .notNull()
      .references(() => dashboardLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.group, t.listId] }),
    check('dashboard_groups_group_check', sql`${t.group} in ('library', 'discover')`),
  ],
);

/**
 * One row: a number that grows with every change to what learners see of the catalogue (packages,
 * their relations, channels' package lists, dashboard lists and tabs, reference lists). Statement
 * triggers bump it inside the writing transaction (migration 0005), so every API process can tell,
 * in the query it makes anyway, whether its copy of the catalogue is still current.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_state_one_row', sql`${t.id}`)],
);
