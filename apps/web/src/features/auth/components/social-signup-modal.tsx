// /social-signup: after a first social login (?provider=...; the signup ticket waits in an httpOnly
// cookie the server reads), or for a logged-in social user who still lacks a username or email.
import { Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import type { SocialSignupInput } from '@bandbook/domain';
import { useCurrentUser } from '../../../api/current-user';
import { useUpdateProfile } from '../../../api/update-profile';
import { getPostLoginPath } from '../../../lib/redirect-rules';
import { takeSavedRedirect } from '../../../lib/saved-redirect';
import { PageLoader } from '../../../ui/page-loader';
import { RouteModal } from '../../../ui/route-modal';
import { useSocialSignup } from '../api/social-signup';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { SocialLoginButtons } from './social-login-buttons';
import { SocialSignupForm } from './social-signup-form';

export function SocialSignupModal() {
  const [params] = useSearchParams();
  const isNewSignup = params.has('provider');
  const { user, isLoading } = useCurrentUser();
  const socialSignup = useSocialSignup();
  const updateProfile = useUpdateProfile();
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();

  const signUpWithTicket = async (values: SocialSignupInput) => {
    const { token } = await socialSignup.mutateAsync(values);
    await completeLogin(token, takeSavedRedirect());
  };

  const completeAccount = async (values: SocialSignupInput) => {
    const updated = await updateProfile.mutateAsync(values);
    await navigate(getPostLoginPath(updated, takeSavedRedirect()), { replace: true });
  };

  let content;
  if (isNewSignup) {
    content = (
      <SocialSignupForm
        defaults={{ username: params.get('username') ?? '', email: params.get('email') ?? '' }}
        onSubmit={signUpWithTicket}
      />
    );
  } else if (isLoading) {
    content = <PageLoader />;
  } else if (user) {
    content = (
      <SocialSignupForm
        defaults={{
          username: user.username ?? '',
          email: user.email ?? '',
          currencyCode: user.currencyCode ?? '',
          languageCode: user.languageCode ?? '',
        }}
        ownValues={{ username: user.username, email: user.email }}
        onSubmit={completeAccount}
      />
    );
  } else {
    content = (
      <Stack>
        <Text>Your sign-in with the provider has expired. Please sign in again.</Text>
        <SocialLoginButtons />
      </Stack>
    );
  }

  return (
    <RouteModal title="Complete Your Sign Up">
      <Stack>
        {isNewSignup && <Text size="sm">Choose how you will appear on Bandbook.</Text>}
        {content}
      </Stack>
    </RouteModal>
  );
}
