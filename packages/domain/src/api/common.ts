// Shapes shared by every call: the 4xx error format and plain message answers.
import { z } from 'zod';

/**
 * `{ message, errors?: { <field>: { message } }, requestId }`: field errors keyed by the request field
 * name; `requestId` is the server's id of the request (its X-Request-Id), added to every error answer
 * so a reported error leads to its log lines.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.object({ message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const availabilitySchema = z.object({
  available: z.boolean(),
  message: z.string().optional(),
});
