// /verify-email/{token}: 'Please wait...', then success or 'Invalid Code'. With ?mobile=1 (the
// link opened from the iOS app's email) success points back to the app.
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@bandbook/domain';
import { currentUserQueryKey } from '../../../api/current-user';
import { usePublicConfig } from '../../../api/public-config';
import { useSession } from '../../../hooks/use-session';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { refreshQueries } from '../../../lib/query-client';
import { FormAlert } from '../../../ui/form-alert';
import { ModalLink } from '../../../ui/modal-link';
import { RouteModal } from '../../../ui/route-modal';
import { verifyEmailQuery } from '../api/verify-email';

function ContinueButton() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) {
    return (
      <Button component={Link} to={paths.library}>
        Go to My Library
      </Button>
    );
  }
  return (
    <Button component={ModalLink} to={paths.login}>
      Log In
    </Button>
  );
}

function MobileAppLink() {
  const { appStoreUrl } = usePublicConfig();
  return (
    <Text>
      You can now go back to the Bandbook app and log in. Don&apos;t have it yet?{' '}
      <Anchor href={appStoreUrl} target="_blank" rel="noopener noreferrer">
        Get it on the App Store
      </Anchor>
    </Text>
  );
}

export function VerifyEmailModal() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const isMobile = params.get('mobile') === '1';
  const queryClient = useQueryClient();
  const verification = useQuery(verifyEmailQuery(token));
  const isVerified = verification.isSuccess;

  useEffect(() => {
    if (isVerified) void refreshQueries(queryClient, currentUserQueryKey);
  }, [isVerified, queryClient]);

  let content;
  if (verification.isPending) {
    content = <Text role="status">Please wait...</Text>;
  } else if (verification.isError) {
    content = (
      <Stack>
        <FormAlert message={getErrorMessage(verification.error, MESSAGES.verifyInvalidCode)} />
        <Text>
          The code is wrong or your email address is already verified. Log in and use &lsquo;Resend
          Verification Email&rsquo; in your library to get a new link.
        </Text>
        {isMobile ? <MobileAppLink /> : <ContinueButton />}
      </Stack>
    );
  } else {
    content = (
      <Stack>
        <FormAlert tone="success" message={verification.data.message} />
        {isMobile ? <MobileAppLink /> : <ContinueButton />}
      </Stack>
    );
  }

  return <RouteModal title="Email Verification">{content}</RouteModal>;
}
