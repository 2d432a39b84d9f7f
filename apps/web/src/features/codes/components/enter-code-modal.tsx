// /enter-code: the code form for logged-in users; guests are asked to log in or sign up first.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSession } from '../../../hooks/use-session';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { RouteModal } from '../../../ui/route-modal';
import { CodeEntryForm } from './code-entry-form';

function LoginFirst() {
  return (
    <Stack>
      <Text>Log in or create a free account to unlock the book that goes with your code.</Text>
      <Group grow>
        <Button component={ModalLink} to={paths.login} from={paths.enterCode} variant="default">
          Log In
        </Button>
        <Button component={ModalLink} to={paths.signup} from={paths.enterCode}>
          Sign Up
        </Button>
      </Group>
    </Stack>
  );
}

export function EnterCodeModal() {
  const { isLoggedIn } = useSession();
  return (
    <RouteModal title="Enter Your Code">
      {isLoggedIn ? <CodeEntryForm /> : <LoginFirst />}
    </RouteModal>
  );
}
