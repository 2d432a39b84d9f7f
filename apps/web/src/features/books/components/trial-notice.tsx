// During an active trial: only the trial items can be used, until the trial's end.
import { Alert, Button, Text } from '@mantine/core';
import type { LearnerPackage } from '@bandbook/domain';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';

const formatEnd = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export function TrialNotice({ book }: { book: LearnerPackage }) {
  if (!book.isActiveTrial) return null;
  return (
    <Alert color="orange" title="Trial version" mb="lg">
      <Text size="sm" mb="xs">
        During the trial only the items marked as trial content can be used, and the audio cannot be
        downloaded.
        {book.trialEndDate && ` The trial ends on ${formatEnd(book.trialEndDate)}.`}
      </Text>
      <Button size="xs" component={ModalLink} to={paths.addBook}>
        Enter Your Code
      </Button>
    </Alert>
  );
}
