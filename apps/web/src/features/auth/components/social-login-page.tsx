// /social-login: where the social provider callback lands an existing account; the one-time token
// waits in an httpOnly cookie that the exchange call carries.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { takeSavedRedirect } from '../../../lib/saved-redirect';
import { ModalLink } from '../../../ui/modal-link';
import { PageTitle } from '../../../ui/page-title';
import { autologinQuery } from '../api/autologin-query';
import { useCompleteLogin } from '../hooks/use-complete-login';

export function SocialLoginPage() {
  const exchange = useQuery(autologinQuery());
  const completeLogin = useCompleteLogin();
  const hasCompleted = useRef(false);
  const token = exchange.data?.token;

  useEffect(() => {
    if (!token || hasCompleted.current) return;
    hasCompleted.current = true;
    void completeLogin(token, takeSavedRedirect());
  }, [token, completeLogin]);

  const error = exchange.error;
  return (
    <Stack maw={480}>
      <PageTitle>Signing you in</PageTitle>
      {error ? (
        <>
          <Alert color="red" role="alert">
            {getErrorMessage(error)}
          </Alert>
          <Button component={ModalLink} to={paths.login} w="fit-content">
            Log In
          </Button>
        </>
      ) : (
        <Text role="status">Please wait...</Text>
      )}
    </Stack>
  );
}
