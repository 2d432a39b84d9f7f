// The email-validation notification, with its 'Resend Verification Email' action.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@bandbook/domain';
import { getErrorMessage } from '../../../lib/api-error';
import { useSendVerificationEmail } from '../api/send-verification-email';

interface EmailValidationNoticeProps {
  userId: string;
  label: string;
}

export function EmailValidationNotice({ userId, label }: EmailValidationNoticeProps) {
  const resend = useSendVerificationEmail();
  return (
    <Alert color="yellow" title="Please verify your email address">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{label}</Text>
        <Button size="xs" loading={resend.isPending} onClick={() => resend.mutate(userId)}>
          Resend Verification Email
        </Button>
        {resend.isSuccess && (
          <Text size="sm" role="status">
            {resend.data.message || MESSAGES.verificationEmailSent}
          </Text>
        )}
        {resend.isError && (
          <Text size="sm" c="red.9" role="alert">
            {getErrorMessage(resend.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
