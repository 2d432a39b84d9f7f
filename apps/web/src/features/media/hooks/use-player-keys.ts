// Page-level keys for the audio player while it is on screen (see player-keys.ts for which).
import { useEffect, useRef } from 'react';
import { commandForKey, isPlayerKeyEvent, type PlayerCommand } from '../lib/player-keys';

export function usePlayerKeys(onCommand: (command: PlayerCommand) => void) {
  const handlerRef = useRef(onCommand);
  useEffect(() => {
    handlerRef.current = onCommand;
  }, [onCommand]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPlayerKeyEvent(event)) return;
      const command = commandForKey(event.key);
      if (!command) return;
      event.preventDefault();
      handlerRef.current(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
