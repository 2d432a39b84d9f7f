// POST /api/users/social: finishes a social signup; the ticket is the cookie the provider callback set.
import { useMutation } from '@tanstack/react-query';
import { tokenPairSchema, type SocialSignupInput } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';

export const socialSignup = (body: SocialSignupInput) =>
  apiRequest('/api/users/social', { method: 'POST', body, schema: tokenPairSchema });

export const useSocialSignup = () => useMutation({ mutationFn: socialSignup });
