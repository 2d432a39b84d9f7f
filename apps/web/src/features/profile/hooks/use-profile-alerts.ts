// The dismissible alerts at the top of the profile page.
import { useCallback, useState } from 'react';

export interface ProfileAlert {
  id: number;
  tone: 'success' | 'error';
  message: string;
}

export function useProfileAlerts() {
  const [alerts, setAlerts] = useState<ProfileAlert[]>([]);
  const show = useCallback((tone: ProfileAlert['tone'], message: string) => {
    setAlerts((current) => [
      ...current.filter((alert) => alert.message !== message),
      { id: Date.now() + Math.random(), tone, message },
    ]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);
  return { alerts, show, dismiss };
}
