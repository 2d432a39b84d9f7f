// Shown when a save was refused because someone else changed the record since it was opened (409),
// after the merge (merge.ts): what they changed (now in the form), what is kept of ours, and for a
// field both changed, the choice between mine and theirs. Save then sends the merge at their
// version; Reload drops our changes for their record.
import { Alert, Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { unchosen, type Choice, type ConflictView } from './conflict';
import { fieldLabel } from './field-label';
import type { FieldChange } from './merge';
import { showValue } from './show-value';

interface ConflictAlertProps {
  conflict: ConflictView;
  onReload: () => void;
  onChoose: (path: string, choice: Choice) => void;
}

function Changes({
  title,
  changes,
  side,
  labels,
}: {
  title: string;
  changes: FieldChange[];
  side: 'ours' | 'theirs';
  labels: ConflictView['labels'];
}) {
  if (changes.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" aria-label={title}>
        {changes.map((change) => (
          <List.Item key={change.path}>
            {fieldLabel(change.path, labels)}: {showValue(change[side])}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export function ConflictAlert({ conflict, onReload, onChoose }: ConflictAlertProps) {
  const { merge, choices, labels } = conflict;
  const waiting = unchosen(conflict).length;
  return (
    <Alert color="orange" role="alert" title="This record has changed">
      <Stack gap="sm">
        <Text size="sm">{conflict.message}</Text>
        <Changes
          title="Changed by them, now in the form"
          changes={merge.theirChanges}
          side="theirs"
          labels={labels}
        />
        <Changes
          title="Changed by you, kept"
          changes={merge.ourChanges}
          side="ours"
          labels={labels}
        />
        {merge.conflicts.map((change) => {
          const label = fieldLabel(change.path, labels);
          return (
            <Radio.Group
              key={change.path}
              label={`${label}: changed by both of you`}
              value={choices[change.path] ?? null}
              onChange={(value) => onChoose(change.path, value as Choice)}
            >
              <Stack gap={4} mt={4}>
                <Radio value="mine" label={`Keep mine: ${showValue(change.ours)}`} />
                <Radio value="theirs" label={`Take theirs: ${showValue(change.theirs)}`} />
              </Stack>
            </Radio.Group>
          );
        })}
        <Text size="sm">
          {waiting > 0
            ? 'Choose mine or theirs for each field you both changed, then save.'
            : merge.conflicts.length > 0
              ? 'Save to keep your choices and the rest of both sets of changes.'
              : 'Nothing conflicts: save to keep their changes and yours.'}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onReload}>
            Reload
          </Button>
          <Text size="xs" c="dimmed">
            Reload drops your changes and shows their version.
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}
