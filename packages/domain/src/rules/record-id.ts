// A record's id as requests carry it: a UUID in any case, read in its canonical lower case, so ids
// compare equal wherever they are compared in code, not only in the database (decision 054: an
// upper-case own id passed a guard). Apart from `uuid.ts`, which the learner's first load takes
// without zod (decision 022).
import { z } from 'zod';

/** A record's id in a path, query or body: a UUID in any case, parsed to lower case. */
export const recordIdSchema = (message?: string) =>
  z.uuid(message === undefined ? undefined : { error: message }).toLowerCase();
