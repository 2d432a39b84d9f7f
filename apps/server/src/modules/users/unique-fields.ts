// Username and email are unique (case-insensitive): checked first for a friendly per-field message,
// and enforced by unique indexes for the race between the check and the write.
import { MESSAGES } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { badRequest, type FieldErrors, type HttpError } from '../../lib/http-error.js';
import { isEmailTaken, isUsernameTaken } from './users.queries.js';

const TAKEN = { username: MESSAGES.usernameTaken, email: MESSAGES.emailTaken } as const;

export async function assertUsernameAndEmailFree(
  db: Db,
  values: { username?: string | undefined; email?: string | undefined },
  exceptUserId?: string,
): Promise<void> {
  const errors: FieldErrors = {};
  if (values.username && (await isUsernameTaken(db, values.username, exceptUserId))) {
    errors.username = { message: TAKEN.username };
  }
  if (values.email && (await isEmailTaken(db, values.email, exceptUserId))) {
    errors.email = { message: TAKEN.email };
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first.message, errors);
}

/** The 400 for a unique-index violation on users, or undefined when the error is something else. */
export function takenFieldError(error: unknown): HttpError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  const field = constraint.includes('email') ? 'email' : 'username';
  return badRequest(TAKEN[field], { [field]: { message: TAKEN[field] } });
}
