// React's handle on a SoundCheckPlayer: one player per opened exercise, loaded on mount and disposed
// (audio context closed, microphone released) on unmount; its state as a snapshot.
import { useEffect, useState, useSyncExternalStore } from 'react';
import inputWorkletUrl from '../audio/input-worklet.ts?worker&url';
import type { PlayerSession } from '../player/player-session';
import { SoundCheckPlayer } from '../player/soundcheck-player';

export function useSoundCheckPlayer(session: PlayerSession) {
  const [player, setPlayer] = useState(() => new SoundCheckPlayer(session, { inputWorkletUrl }));
  useEffect(() => {
    // Another exercise, or StrictMode's second mount after a dispose: a fresh player.
    if (player.isDisposed || player.session !== session) {
      setPlayer(new SoundCheckPlayer(session, { inputWorkletUrl }));
      return;
    }
    void player.load();
    return () => player.dispose();
  }, [player, session]);
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  return { player, state };
}
