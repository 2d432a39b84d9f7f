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

/**
 * The API's error format, `{ message, errors?: { [field]: { message } } }`, checked by hand: this file
 * is on the landing page's first load, where zod would cost 25 KB (decision 022).
 */
export function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { message, errors } = body as Record<string, unknown>;
  if (typeof message !== 'string') return false;
  if (errors === undefined) return true;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return false;
  return Object.values(errors).every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Record<string, unknown>).message === 'string',
  );
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
