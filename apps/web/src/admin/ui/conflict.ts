// Reads a 409 answer of an admin update: the message (who changed the record) and the current record.
import { isApiError } from '../../lib/api-error';

export interface Conflict<T> {
  message: string;
  current: T;
}

export function readConflict<T>(error: unknown): Conflict<T> | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { current?: T } | undefined;
  return body?.current === undefined ? null : { message: error.message, current: body.current };
}
