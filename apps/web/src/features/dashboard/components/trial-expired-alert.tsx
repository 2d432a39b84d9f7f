// Shown on the library when a book page sent the user back because the book's trial is over.
import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';

export function TrialExpiredAlert({ title }: { title: string }) {
  const [isShown, setIsShown] = useState(true);
  if (!isShown) return null;
  return (
    <Alert
      color="red"
      title="Trial Expired"
      role="alert"
      mb="lg"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setIsShown(false)}
    >
      <Text size="sm" mb="xs">
        Your trial of {title} has ended, so the book cannot be opened any more. Enter the code
        printed in the book to unlock it for good.
      </Text>
      <Button size="xs" component={ModalLink} to={paths.addBook}>
        Enter Your Code
      </Button>
    </Alert>
  );
}
