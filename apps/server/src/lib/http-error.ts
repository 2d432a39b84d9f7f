// An error the API answers with as-is: a 4xx status, the spec's message and optional field errors.
export type FieldErrors = Record<string, { message: string }>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** Extra fields of the answer, e.g. the current record of a 409. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, errors);

/** A 400 for one field: the message is both the summary and the field's error. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { [field]: { message } });

export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

/** 409 for a stale update: the message says who changed the record; `current` is the record now. */
export const conflict = (message: string, current: unknown) =>
  new HttpError(409, message, undefined, undefined, { current });
