// The code entry form of /enter-code and /dashboard/library/add-book (body of POST /api/coupons/activate).
import { z } from 'zod';
import { MESSAGES } from '../messages.js';

export const CODE_MAX = 64;

export const codeEntrySchema = z.object({
  coupon: z
    .string({ error: MESSAGES.codeRequired })
    .trim()
    .min(1, MESSAGES.codeRequired)
    .max(CODE_MAX, MESSAGES.codeIncorrect),
});
export type CodeEntryInput = z.infer<typeof codeEntrySchema>;
