// /login: social buttons, the login form, and the ways to sign up or reset the password.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { readModalState } from '../../../lib/modal-location';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { ModalLink } from '../../../ui/modal-link';
import { RouteModal } from '../../../ui/route-modal';
import { LoginForm } from './login-form';
import { SocialLoginButtons } from './social-login-buttons';

const SOCIAL_LOGIN_FAILED = 'Signing in with your social account did not work. Please try again.';

export function LoginModal() {
  const { from } = readModalState(useLocation().state);
  const [params] = useSearchParams();
  return (
    <RouteModal title="Log In">
      <Stack>
        {/* The social callback sends failures here. */}
        {params.get('social') === 'failed' && <FormAlert message={SOCIAL_LOGIN_FAILED} />}
        <SocialLoginButtons from={from} />
        <LoginForm from={from} />
        <Group justify="space-between">
          <Anchor component={ModalLink} to={paths.forgotPassword} size="sm">
            Forgot your password?
          </Anchor>
          <Text size="sm">
            New to Bandbook?{' '}
            <Anchor component={ModalLink} to={paths.signup}>
              Sign Up
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </RouteModal>
  );
}
