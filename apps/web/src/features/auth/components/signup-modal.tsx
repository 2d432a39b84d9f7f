// /signup and /signup/{book}: social buttons and the local signup form.
import { Anchor, Stack, Text } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { readModalState } from '../../../lib/modal-location';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { RouteModal } from '../../../ui/route-modal';
import { SignupForm } from './signup-form';
import { SocialLoginButtons } from './social-login-buttons';

export function SignupModal() {
  const { book } = useParams();
  const { from } = readModalState(useLocation().state);
  return (
    <RouteModal title="Sign Up">
      <Stack>
        <SocialLoginButtons from={from} />
        <SignupForm book={book} from={from} />
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={ModalLink} to={paths.login}>
            Log In
          </Anchor>
        </Text>
      </Stack>
    </RouteModal>
  );
}
