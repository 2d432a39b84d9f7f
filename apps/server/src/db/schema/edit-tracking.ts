// Columns every staff-edited entity carries: a version that each update must name (a stale one is
// refused with 409, so two editors never overwrite each other silently) and who changed it last.
import { integer, uuid } from 'drizzle-orm/pg-core';

export const editTracking = () => ({
  version: integer('version').notNull().default(1),
  /** The staff member of the last change (no foreign key: deleting a user keeps the history readable). */
  updatedBy: uuid('updated_by'),
});
