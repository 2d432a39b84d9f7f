// React's handle on a TrackPlayer: one player per component, its state as a snapshot, and a ref
// callback that hands it the rendered <audio> element.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { TrackPlayer } from '../lib/track-player';

export function useTrackPlayer() {
  const [player] = useState(() => new TrackPlayer());
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const audioRef = useCallback(
    (element: HTMLAudioElement | null) => (element ? player.attach(element) : undefined),
    [player],
  );
  return { player, state, audioRef };
}
