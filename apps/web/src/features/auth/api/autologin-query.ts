// The social-login exchange as a query keyed by the one-time token, so it runs exactly once.
import { queryOptions } from '@tanstack/react-query';
import { autologin } from './autologin';

export const autologinQuery = (autoLoginToken: string) =>
  queryOptions({
    queryKey: ['autologin', autoLoginToken],
    queryFn: () => autologin(autoLoginToken),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
