// Where the app's notices (Mantine notifications) appear.
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The notices' container (with its transitions and scroll-lock helpers, about 16 KB) loads with the
// first notice: a notice waits in the store until the container arrives, then shows.
const Notifications = lazy(() =>
  import('./notifications').then((module) => ({ default: module.Notifications })),
);

export function NoticesHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
