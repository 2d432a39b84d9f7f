// DOWNLOAD: starts the book's trial after a confirmation. Either way the user lands in the library:
// with the completion message, or with the reason the trial could not start.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { LearnerPackage } from '@bandbook/domain';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useStartTrial } from '../api/start-trial';
import { describeTrialLength } from '../lib/trial-offer';

export const TRIAL_STARTED_TITLE = 'Your trial has started';

export function TrialButton({ book }: { book: LearnerPackage }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const startTrial = useStartTrial();
  const navigate = useNavigate();
  const length = describeTrialLength(book.trialPeriodInDays);

  const confirm = async () => {
    try {
      await startTrial.mutateAsync(book._id);
      notifications.show({
        color: 'green',
        title: TRIAL_STARTED_TITLE,
        message: `${book.title} is now in your My Books List for ${length}.`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The trial could not start',
        message: getErrorMessage(error),
      });
    }
    setIsConfirming(false);
    void navigate(paths.library);
  };

  return (
    <>
      <Stack gap={4} align="flex-start">
        <Text size="sm">Try it free for {length}.</Text>
        <Button size="md" onClick={() => setIsConfirming(true)}>
          DOWNLOAD
        </Button>
      </Stack>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Start Your Free Trial"
        centered
      >
        <Stack>
          <Text>
            Start the free trial of {book.title}? You can use its trial content for {length}. A book
            can be tried only once.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button loading={startTrial.isPending} onClick={() => void confirm()}>
              Start Trial
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
