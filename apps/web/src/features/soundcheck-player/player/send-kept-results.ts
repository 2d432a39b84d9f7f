// Sends one learner's results kept on this device (kept-results.ts) while a page of theirs is open: the
// player, and the book's SoundCheck page, which loads this lazily (app/kept-results-sender.tsx), so a
// result kept yesterday lands as soon as the learner is back, without opening the player's code.
import { tokenSubject } from '../lib/token-subject';
import { keptResults } from './kept-results';

/**
 * Watches the kept results of the token's learner (a session or launch token: only its subject is
 * read); `onSent` runs after each one that lands. Answers the function that stops.
 */
export function sendKeptResults(token: string, onSent: () => void): () => void {
  const userId = tokenSubject(token);
  if (!userId) return () => {};
  const stopListening = keptResults.subscribe((event) => {
    if (event.type === 'sent' && event.entry.userId === userId) onSent();
  });
  const stopWatching = keptResults.watch(userId);
  return () => {
    stopWatching();
    stopListening();
  };
}
