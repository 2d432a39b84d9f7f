// The instruments or genres modal of the profile: pick, then DONE saves.
import { Modal } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';
import { PickForm, type PickKind } from '../../../ui/pick-form';

const titles = { instruments: 'My Instruments', genres: 'My Genres' };

interface PickModalProps {
  kind: PickKind;
  user: CurrentUser;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function PickModal({ kind, user, opened, onClose, onSaved }: PickModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={titles[kind]} size="xl" centered>
      <PickForm kind={kind} user={user} onSaved={onSaved} submitLabel="DONE" actionsMargin="lg" />
    </Modal>
  );
}
