// The dismissible alert at the top of the profile page: the result of the latest action. A new notice
// replaces the one before, so 'profile updated' never stands beside a later password or picture notice.
import { useCallback, useState } from 'react';

export interface ProfileAlert {
  id: number;
  tone: 'success' | 'error';
  message: string;
}

export function useProfileAlerts() {
  const [alerts, setAlerts] = useState<ProfileAlert[]>([]);
  const show = useCallback((tone: ProfileAlert['tone'], message: string) => {
    setAlerts([{ id: Date.now() + Math.random(), tone, message }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);
  return { alerts, show, dismiss };
}
