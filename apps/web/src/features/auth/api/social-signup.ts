// POST /api/users/social: finishes a social signup with the ticket the provider callback gave.
import { useMutation } from '@tanstack/react-query';
import { tokenPairSchema, type SocialSignupInput } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export type SocialSignupBody = SocialSignupInput & { ticket: string };

export const socialSignup = (body: SocialSignupBody) =>
  apiRequest('/api/users/social', { method: 'POST', body, schema: tokenPairSchema });

export const useSocialSignup = () => useMutation({ mutationFn: socialSignup });
