// The error every failed API call throws: the status and the server's `{ message, errors }` body.
import type { ErrorResponse } from '@bandbook/domain';

export type FieldErrors = NonNullable<ErrorResponse['errors']>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** The whole answer, for calls whose errors carry more (a 409's `current` record). */
  readonly body: unknown;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The message to show for any error a call may throw. */
export function getErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
) {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
