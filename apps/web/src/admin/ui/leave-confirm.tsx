// The question a held navigation asks (use-leave-guard.ts): stay on the form with its changes, or
// leave and lose them.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { LeaveGuard } from './use-leave-guard';

export function LeaveConfirm({ guard }: { guard: LeaveGuard }) {
  return (
    <Modal opened={guard.isAsking} onClose={guard.stay} title="Leave without saving?" centered>
      <Text size="sm" mb="md">
        Your changes on this page are not saved. If you leave now, they are lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={guard.stay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={guard.leave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
