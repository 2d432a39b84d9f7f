// The browser notice itself, loaded only when a visitor's browser needs it (browser-notice.tsx).
import { Alert, Anchor } from '@mantine/core';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';

interface BrowserNoticeAlertProps {
  /** iPhone or iPad (else desktop Safari). */
  ios: boolean;
  appStoreUrl: string;
  onDismiss: () => void;
}

export function BrowserNoticeAlert({ ios, appStoreUrl, onDismiss }: BrowserNoticeAlertProps) {
  return (
    <Alert
      color="blue"
      radius={0}
      withCloseButton
      closeButtonLabel="Dismiss notice"
      onClose={onDismiss}
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
