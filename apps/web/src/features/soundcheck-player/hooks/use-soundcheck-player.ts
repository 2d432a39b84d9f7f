// React's handle on a SoundCheckPlayer: one player per opened exercise, loaded on mount and disposed
// (audio context closed, microphone released) on unmount; its state as a snapshot. The learner's
// practice settings for the exercise are remembered (decision 067), saved too when the page is left.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { practiceLinkFor, practiceSettingsStore } from '../api/practice-settings';
import inputWorkletUrl from '../audio/input-worklet.ts?worker&url';
import type { PlayerSession } from '../player/player-session';
import { SoundCheckPlayer } from '../player/soundcheck-player';

function createPlayer(session: PlayerSession, client: QueryClient) {
  const link = practiceLinkFor(client, session.exerciseUrl);
  return new SoundCheckPlayer(session, {
    inputWorkletUrl,
    settings: link ? practiceSettingsStore(link) : undefined,
  });
}

export function useSoundCheckPlayer(session: PlayerSession) {
  const client = useQueryClient();
  const [player, setPlayer] = useState(() => createPlayer(session, client));
  useEffect(() => {
    // Another exercise, or StrictMode's second mount after a dispose: a fresh player.
    if (player.isDisposed || player.session !== session) {
      setPlayer(createPlayer(session, client));
      return;
    }
    void player.load();
    const leave = () => player.flushSettings();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      player.dispose();
    };
  }, [player, session, client]);
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  return { player, state };
}
