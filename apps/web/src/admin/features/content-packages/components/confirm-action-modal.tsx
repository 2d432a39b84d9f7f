// A confirmation for the list's deletes (one package or several): what will happen, said before it
// happens (how many learners own what is deleted, so it is archived for them, decision 057), and the
// server's refusal shown in the modal.
import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { getErrorMessage } from '../../../../lib/api-error';
import { FormAlert } from '../../../../ui/form-alert';

interface ConfirmActionModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The confirm button's label (Delete, Archive, ...). */
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}

export function ConfirmActionModal({
  title,
  opened,
  onClose,
  confirmLabel,
  onConfirm,
  children,
}: ConfirmActionModalProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        {children}
        <FormAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={isBusy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
