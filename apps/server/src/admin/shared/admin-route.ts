// What the routes of every admin resource declare alike: the error answers, the 409 of a versioned
// write (the record as it is now), and the OpenAPI docs (one tag per resource, bearer security).
import type { z } from 'zod';
import { conflictResponseSchema, errorResponseSchema } from '@bandbook/domain';

/** Signed out (401) and not allowed (403): what the staff guard answers before any route runs. */
export const guardErrors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The 4xx answers of an admin route: a bad request, the guard's two, and a record not found. */
export const errors = { 400: errorResponseSchema, ...guardErrors, 404: errorResponseSchema };

/** A versioned update's answers: `errors` and the 409 carrying the record now (decision 013). */
export const writeErrors = <T extends z.ZodType>(record: T) => ({
  ...errors,
  409: conflictResponseSchema(record),
});

/** The docs of one resource's routes: `docs(summary)` gives each route's tag, summary and security. */
export const routeDocs = (tag: string, description?: string) => (summary: string) => ({
  tags: [tag],
  summary,
  ...(description === undefined ? {} : { description }),
  security: [{ bearer: [] }],
});
