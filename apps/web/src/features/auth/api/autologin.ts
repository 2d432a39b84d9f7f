// POST /api/users/me/autologin: exchanges the one-time auto-login token a social sign-in left in an
// httpOnly cookie (the browser sends it; the page never sees it) for a bearer token.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const autologinResponseSchema = z.object({ token: z.string() });

export const autologin = () =>
  apiRequest('/api/users/me/autologin', {
    method: 'POST',
    body: {},
    schema: autologinResponseSchema,
    skipAuthEvents: true,
  });
