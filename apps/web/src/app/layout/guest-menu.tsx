// What a guest sees in the header: Log In and Sign Up.
import { Button, Group } from '@mantine/core';
import { ModalLink } from '../../ui/modal-link';
import { paths } from '../../lib/paths';

export function GuestMenu() {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={ModalLink} to={paths.login} variant="subtle">
        Log In
      </Button>
      <Button component={ModalLink} to={paths.signup}>
        Sign Up
      </Button>
    </Group>
  );
}
