// POST /api/users/me/autologin: exchanges a one-time autoLoginToken (after social login) for a token.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const autologinResponseSchema = z.object({ token: z.string() });

export const autologin = (autoLoginToken: string) =>
  apiRequest('/api/users/me/autologin', {
    method: 'POST',
    body: { autoLoginToken },
    schema: autologinResponseSchema,
    skipAuthEvents: true,
  });
