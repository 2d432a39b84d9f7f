// The social-login exchange as a query that never refetches or retries: the cookie works once.
import { queryOptions } from '@tanstack/react-query';
import { autologin } from './autologin';

export const autologinQuery = () =>
  queryOptions({
    queryKey: ['autologin'],
    queryFn: () => autologin(),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
