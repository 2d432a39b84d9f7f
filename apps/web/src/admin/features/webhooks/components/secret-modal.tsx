// The signing secret of a new endpoint or a rotation, shown this once with a copy button: the
// server never answers it again.
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { WEBHOOK_MESSAGES } from '@bandbook/domain';

interface SecretModalProps {
  /** The endpoint's URL and its secret; null: closed. */
  shown: { url: string; secret: string } | null;
  onClose: () => void;
}

export function SecretModal({ shown, onClose }: SecretModalProps) {
  return (
    <Modal opened={shown !== null} onClose={onClose} title="Signing secret" size="lg">
      {shown && (
        <Stack>
          <Text>{WEBHOOK_MESSAGES.secretOnce}</Text>
          <Text size="sm">
            Deliveries to {shown.url} are signed with it (Standard Webhooks: the webhook-signature
            header).
          </Text>
          <Code block aria-label="Signing secret">
            {shown.secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>I have saved it</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
