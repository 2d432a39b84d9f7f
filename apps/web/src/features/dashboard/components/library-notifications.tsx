// The notifications of the current user shown at the top of the library.
import { Alert, Stack } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';
import { EmailValidationNotice } from './email-validation-notice';

export function LibraryNotifications({ user }: { user: CurrentUser }) {
  if (user.notificationList.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg" aria-label="Notifications" component="section">
      {user.notificationList.map((notification, index) =>
        notification.type === 'emailValidation' ? (
          <EmailValidationNotice
            key={`${notification.type}-${index}`}
            userId={user._id}
            label={notification.label}
          />
        ) : (
          <Alert key={`${notification.type}-${index}`} color="blue">
            {notification.label}
          </Alert>
        ),
      )}
    </Stack>
  );
}
