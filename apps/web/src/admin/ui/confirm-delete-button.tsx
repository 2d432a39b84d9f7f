// A row's Delete button: asks for confirmation in a modal first, and shows there why the server
// refused (e.g. a 409 for a record that cannot be deleted).
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { getErrorMessage } from '../../lib/api-error';
import { FormAlert } from '../../ui/form-alert';

interface ConfirmDeleteButtonProps {
  /** What is deleted, as staff know it (a name or title). */
  name: string;
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDeleteButton({ name, onConfirm }: ConfirmDeleteButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setIsOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setIsDeleting(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setIsOpen(true)}>
        Delete
      </Button>
      <Modal opened={isOpen} onClose={close} title={`Delete ${name}?`} centered>
        <Text size="sm" mb="md">
          This cannot be undone.
        </Text>
        <FormAlert message={error} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={isDeleting} onClick={() => void confirm()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
