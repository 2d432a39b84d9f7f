// CSV imports (issue 49 item 2): one row per file a staff member sent, with the state of its check
// (the dry run) and of its import, the first errors found and their count. The file itself is in
// storage under uploads/imports/.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { couponLists } from './coupons.js';
import { users } from './users.js';

export interface ImportErrorRow {
  line: number;
  column: string;
  message: string;
}

export const imports = pgTable('imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'learners' | 'codes'>().notNull(),
  status: text('status')
    .$type<'checking' | 'checked' | 'importing' | 'done' | 'failed'>()
    .notNull()
    .default('checking'),
  /** The list a codes file goes into. */
  couponListId: uuid('coupon_list_id').references(() => couponLists.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  /** The channels of the staff member who started (or ran) it; null: every channel. */
  channelScope: text('channel_scope').array(),
  totalRows: integer('total_rows').notNull().default(0),
  processedRows: integer('processed_rows').notNull().default(0),
  importedRows: integer('imported_rows').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  errors: jsonb('errors').$type<ImportErrorRow[]>().notNull().default([]),
  failure: text('failure'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
