// POST /api/users/me/autologin: exchanges the one-time auto-login token a social sign-in left in an
// httpOnly cookie (the browser sends it; the page never sees it) for a bearer token.
import { tokenResponseSchema } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const autologin = () =>
  apiRequest('/api/users/me/autologin', {
    method: 'POST',
    body: {},
    schema: tokenResponseSchema,
    skipAuthEvents: true,
  });
