// Where the app's notices (Mantine notifications) appear: top right, below the header so they never
// cover its controls; a few at a time, the same message once; a hovered notice waits only while the
// pointer is on it (issue 44).
import { lazy, Suspense, useEffect, useState } from 'react';
import { notifications as noticeStore, useNotifications } from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';

// The notices' container (with its transitions and scroll-lock helpers, about 16 KB) loads with the
// first notice: a notice waits in the store until the container arrives, then shows.
const Notifications = lazy(() =>
  import('./notifications').then((module) => ({ default: module.Notifications })),
);

/** At most this many notices show at once; later ones wait their turn. */
export const NOTICE_LIMIT = 3;
/** The header is 64 px high (app-header.module.css): notices start below it. */
export const NOTICE_TOP = 'calc(64px + var(--mantine-spacing-xs))';

/** What makes two notices the same: their text, title and colour. */
const sameness = (notice: NotificationData) =>
  typeof notice.message === 'string' &&
  (notice.title === undefined || typeof notice.title === 'string')
    ? `${notice.color ?? ''}|${notice.title ?? ''}|${notice.message}`
    : null;

/** The ids of notices repeating an earlier one's text: only the first of each stays. */
export function repeatedNotices(all: readonly NotificationData[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const notice of all) {
    const key = sameness(notice);
    if (key === null || !notice.id) continue;
    if (seen.has(key)) repeated.push(notice.id);
    else seen.add(key);
  }
  return repeated;
}

export function NoticesHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  // A save clicked twice, or one failure told by two queries, shows one notice, not a pile.
  useEffect(() => {
    for (const id of repeatedNotices([...notifications, ...queue])) noticeStore.hide(id);
  }, [notifications, queue]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position="top-right"
        limit={NOTICE_LIMIT}
        // Hovering one notice holds that one only; the others keep their time.
        pauseResetOnHover="notification"
        // Mantine draws a container for every position: `bottom: auto` keeps the bottom ones (empty)
        // from stretching from NOTICE_TOP to the bottom edge, where they took the page's clicks.
        styles={{ root: { top: NOTICE_TOP, bottom: 'auto' } }}
      />
    </Suspense>
  );
}
