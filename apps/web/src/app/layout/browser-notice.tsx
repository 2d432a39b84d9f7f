// iOS visitors are pointed to the app; Safari visitors are told SoundCheck needs the app or Chrome.
// The notice's code loads only for them, not on every first load (decision 022, sixth step).
import { lazy, Suspense, useState } from 'react';
import { usePublicConfig } from '../../api/public-config';
import { isDesktopSafari, isIOS } from '../../lib/platform';

const BrowserNoticeAlert = lazy(async () => ({
  default: (await import('./browser-notice-alert')).BrowserNoticeAlert,
}));

const DISMISSED_KEY = 'bandbook.browserNoticeDismissed';

function readDismissed() {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function BrowserNotice() {
  const { appStoreUrl } = usePublicConfig();
  const [isDismissed, setIsDismissed] = useState(readDismissed);
  const ios = isIOS(navigator.userAgent, navigator.maxTouchPoints);
  const safari = !ios && isDesktopSafari(navigator.userAgent);
  if (isDismissed || (!ios && !safari)) return null;

  const dismiss = () => {
    setIsDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Only remembered for convenience.
    }
  };

  return (
    <Suspense fallback={null}>
      <BrowserNoticeAlert ios={ios} appStoreUrl={appStoreUrl} onDismiss={dismiss} />
    </Suspense>
  );
}
