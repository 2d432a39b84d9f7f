// The learner's practice preferences (weekly goal, hidden scores; GET/PUT /api/practice/preferences):
// read by the practice page and by the SoundCheck player's feedback panel, which hides its scores when
// the learner chose a low-pressure practice.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { practicePreferencesSchema, type PracticePreferences } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';
import { getToken } from '../lib/auth-token';
import { refreshQueries } from '../lib/query-client';

export const practicePreferencesKey = ['practice', 'preferences'] as const;

export const practicePreferencesQuery = () =>
  queryOptions({
    queryKey: practicePreferencesKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/practice/preferences', { schema: practicePreferencesSchema, signal }),
    staleTime: 60_000,
  });

/**
 * The same read for the player, which may run without a session (a launch link opened alone): asked
 * only with one, and a refusal ends nothing (the player then shows its scores, as by default).
 */
export const playerPracticePreferencesQuery = () =>
  queryOptions({
    queryKey: practicePreferencesKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/practice/preferences', {
        schema: practicePreferencesSchema,
        signal,
        skipAuthEvents: true,
      }),
    enabled: Boolean(getToken()),
    staleTime: 60_000,
    retry: false,
  });

export function useSavePracticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PracticePreferences) =>
      apiRequest('/api/practice/preferences', {
        method: 'PUT',
        body,
        schema: practicePreferencesSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(practicePreferencesKey, saved);
      // The week's goal is part of the summary.
      return refreshQueries(queryClient, ['practice', 'summary']);
    },
  });
}
