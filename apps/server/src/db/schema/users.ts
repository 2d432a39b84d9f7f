// Accounts, their social identities and one-time tokens (email links, auto-login, social signup tickets).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { editTracking } from './edit-tracking.js';

export interface AddressRow {
  line1: string;
  line2: string;
  city: string;
  zip: string;
  state: string;
  countryCode: string;
}

export interface PermissionRow {
  resource: string;
  actions: ('read' | 'create' | 'update' | 'delete')[];
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username'),
    email: text('email'),
    /** A new address waiting for its verification link; `email` changes only when it is opened. */
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    status: integer('status').notNull().default(0),
    provider: text('provider').notNull().default('local'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    age: integer('age'),
    musicianType: text('musician_type'),
    profilePictureUrl: text('profile_picture_url'),
    languageCode: text('language_code'),
    currencyCode: text('currency_code'),
    domainUrl: text('domain_url'),
    timeZone: text('time_zone'),
    address: jsonb('address')
      .$type<AddressRow>()
      .notNull()
      .default({ line1: '', line2: '', city: '', zip: '', state: '', countryCode: '' }),
    stars: integer('stars').notNull().default(0),
    userStars: integer('user_stars').notNull().default(0),
    instruments: text('instruments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    createdBy: uuid('created_by'),
    permissions: jsonb('permissions').$type<PermissionRow[]>().notNull().default([]),
    contentChannelIdList: text('content_channel_id_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    canEditAllUsers: boolean('can_edit_all_users').notNull().default(false),
    schoolLogoUrl: text('school_logo_url'),
    /** Bumped on logout and password change: every JWT carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Set when staff delete the account: the row stays (activations and the audit log keep naming
     * it) but its personal fields are wiped and it can no longer sign in.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...editTracking(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin user list (by role, newest first) and the export's keyset walk.
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
  ],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_idx').on(t.provider, t.subject)],
);

export type OneTimeTokenPurpose = 'verify_email' | 'reset_password' | 'autologin' | 'social_signup';

/** Single-use tokens sent by email or handed to a client; only their SHA-256 is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
