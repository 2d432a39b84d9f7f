// The profile page's alerts, each closable.
import { Stack } from '@mantine/core';
import { FormAlert } from '../../../ui/form-alert';
import type { ProfileAlert } from '../hooks/use-profile-alerts';

interface ProfileAlertsProps {
  alerts: ProfileAlert[];
  onDismiss: (id: number) => void;
}

export function ProfileAlerts({ alerts, onDismiss }: ProfileAlertsProps) {
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {alerts.map((alert) => (
        <FormAlert
          key={alert.id}
          tone={alert.tone}
          message={alert.message}
          onClose={() => onDismiss(alert.id)}
        />
      ))}
    </Stack>
  );
}
