// The notifications of the current user shown at the top of the library.
import { lazy, Suspense } from 'react';
import { Alert, Stack } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';

// Only an unverified account has it: its resend call (and the answer's schema, zod) stays off
// everyone else's first load of the library (decision 022).
const EmailValidationNotice = lazy(async () => ({
  default: (await import('./email-validation-notice')).EmailValidationNotice,
}));

export function LibraryNotifications({ user }: { user: CurrentUser }) {
  if (user.notificationList.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg" aria-label="Notifications" component="section">
      {user.notificationList.map((notification, index) =>
        notification.type === 'emailValidation' ? (
          <Suspense key={`${notification.type}-${index}`} fallback={null}>
            <EmailValidationNotice userId={user._id} label={notification.label} />
          </Suspense>
        ) : (
          <Alert key={`${notification.type}-${index}`} color="blue">
            {notification.label}
          </Alert>
        ),
      )}
    </Stack>
  );
}
