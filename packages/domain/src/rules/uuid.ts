// Ids of stored records (packages, channels, lists, accounts) are UUIDs; a value that is not one names
// nothing. Requests read them in their canonical lower case, so ids compare equal wherever they are
// compared in code, not only in the database (decision 054: an upper-case own id passed a guard).
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the form of a record's id (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A record's id in a path, query or body: a UUID in any case, parsed to lower case. */
export const recordIdSchema = (message?: string) =>
  z.uuid(message === undefined ? undefined : { error: message }).toLowerCase();
