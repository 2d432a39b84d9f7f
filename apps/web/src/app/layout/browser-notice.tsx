// iOS visitors are pointed to the app; Safari visitors are told SoundCheck needs the app or Chrome.
import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { usePublicConfig } from '../../api/public-config';
import { isDesktopSafari, isIOS } from '../../lib/platform';

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
    <Alert
      color="blue"
      radius={0}
      withCloseButton
      closeButtonLabel="Dismiss notice"
      onClose={dismiss}
    >
      {ios ? (
        <>
          On iPhone and iPad, Bandbook works best in its app.{' '}
          <Anchor href={appStoreUrl} target="_blank" rel="noopener noreferrer">
            Get the iOS app
          </Anchor>
        </>
      ) : (
        <>
          SoundCheck does not work on Safari. Please use Chrome, or the{' '}
          <Anchor href={appStoreUrl} target="_blank" rel="noopener noreferrer">
            iOS app
          </Anchor>
          .
        </>
      )}
    </Alert>
  );
}
