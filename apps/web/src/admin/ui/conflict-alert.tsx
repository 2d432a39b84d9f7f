// Shown when a save was refused because someone else changed the record since it was opened (409):
// who changed it, and the choice to load their version or to save ours over it.
import { Alert, Button, Group, Text } from '@mantine/core';

interface ConflictAlertProps {
  message: string;
  onReload: () => void;
  onOverwrite: () => void;
}

export function ConflictAlert({ message, onReload, onOverwrite }: ConflictAlertProps) {
  return (
    <Alert color="orange" role="alert" title="This record has changed">
      <Text size="sm" mb="sm">
        {message} Load their version (your unsaved changes are lost), or save yours over it.
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onReload}>
          Reload
        </Button>
        <Button size="xs" color="orange" onClick={onOverwrite}>
          Overwrite
        </Button>
      </Group>
    </Alert>
  );
}
