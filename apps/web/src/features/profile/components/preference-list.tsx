// The user's instruments or genres as badges, with the button that opens their modal.
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';
import { usePublicConfig } from '../../../api/public-config';
import type { PickKind } from '../../../ui/pick-form';

const titles = { instruments: 'My Instruments', genres: 'My Genres' };
const buttons = { instruments: 'Edit Instruments', genres: 'Edit Genres' };

interface PreferenceListProps {
  kind: PickKind;
  user: CurrentUser;
  onEdit: () => void;
}

export function PreferenceList({ kind, user, onEdit }: PreferenceListProps) {
  const config = usePublicConfig();
  const labels = user[kind].map((id) => config[kind].find((item) => item.id === id)?.label ?? id);
  const headingId = `profile-${kind}-title`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Text id={headingId} fw={700}>
          {titles[kind]}
        </Text>
        <Button size="xs" variant="default" onClick={onEdit}>
          {buttons[kind]}
        </Button>
      </Group>
      {labels.length > 0 ? (
        <Group gap="xs">
          {labels.map((label) => (
            <Badge key={label} variant="light" size="lg">
              {label}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm">None chosen yet.</Text>
      )}
    </Paper>
  );
}
