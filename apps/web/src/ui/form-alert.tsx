// The message a form shows above its buttons: a server error or a success text.
import { Alert } from '@mantine/core';

interface FormAlertProps {
  message: string | null | undefined;
  tone?: 'error' | 'success';
  onClose?: () => void;
}

export function FormAlert({ message, tone = 'error', onClose }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert
      color={tone === 'error' ? 'red' : 'green'}
      role={tone === 'error' ? 'alert' : 'status'}
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
