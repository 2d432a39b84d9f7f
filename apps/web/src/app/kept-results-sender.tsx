// Beside the book's SoundCheck page: sends the signed-in learner's SoundCheck results that were kept
// on this device when the network failed (features/soundcheck-player/player/result-queue.ts), and
// refreshes the stars once one lands. Its code loads after the page draws, and never the player's.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookQueryKey } from '../api/book';
import { currentUserQueryKey } from '../api/current-user';
import { useSession } from '../hooks/use-session';
import { refreshQueries } from '../lib/query-client';

export function KeptResultsSender() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | null = null;
    let isGone = false;
    void import('../features/soundcheck-player/player/send-kept-results').then(
      ({ sendKeptResults }) => {
        if (isGone) return;
        stop = sendKeptResults(token, () => {
          void refreshQueries(queryClient, bookQueryKey, currentUserQueryKey);
        });
      },
      // A chunk that fails to load (offline) leaves the results kept for the next visit.
      () => undefined,
    );
    return () => {
      isGone = true;
      stop?.();
    };
  }, [token, queryClient]);
  return null;
}
