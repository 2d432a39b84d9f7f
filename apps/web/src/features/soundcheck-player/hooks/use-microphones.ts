// The browser's audio inputs for the microphone picker, listed again when a device comes or goes
// (devicechange) and when the microphone permission changes (the names appear once it is allowed).
import { useCallback, useEffect, useState } from 'react';
import { listMicrophones, type MicrophoneList } from '../audio/microphone-choice';

export function useMicrophones(): { list: MicrophoneList | null; refresh: () => void } {
  const [list, setList] = useState<MicrophoneList | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let cancelled = false;
    listMicrophones().then(
      (next) => {
        if (!cancelled) setList(next);
      },
      () => {
        if (!cancelled) setList({ inputs: [], defaultLabel: '', named: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [version]);

  useEffect(() => {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    devices?.addEventListener?.('devicechange', refresh);
    let permission: PermissionStatus | null = null;
    let gone = false;
    navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((status) => {
        if (gone) return;
        permission = status;
        status.addEventListener('change', refresh);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      devices?.removeEventListener?.('devicechange', refresh);
      permission?.removeEventListener('change', refresh);
    };
  }, [refresh]);

  return { list, refresh };
}
