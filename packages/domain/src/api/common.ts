// Shapes shared by every call: the 4xx error format and plain message answers.
import { z } from 'zod';

/** `{ message, errors?: { <field>: { message } } }`: field errors keyed by the request field name. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.object({ message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const availabilitySchema = z.object({
  available: z.boolean(),
  message: z.string().optional(),
});
