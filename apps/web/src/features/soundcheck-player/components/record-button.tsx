// Perform's Record button (Stop recording while a take runs). On a part that cannot be recorded (an
// accompaniment, can_record false) it is disabled and says why beside it, linked by aria-describedby.
import { useId } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';

export const RECORD_UNAVAILABLE = 'This part is for listening: choose a part you play to record.';

interface RecordButtonProps {
  /** A take is starting or under way. */
  recording: boolean;
  /** The microphone is still opening: Stop waits for it. */
  starting: boolean;
  canRecord: boolean;
  /** Anything else that holds Record back (loading, scoring). */
  disabled: boolean;
  onRecord: () => void;
  onStop: () => void;
}

export function RecordButton(props: RecordButtonProps) {
  const { recording, starting, canRecord, disabled, onRecord, onStop } = props;
  const reasonId = useId();
  if (recording) {
    return (
      <Button
        color="red"
        leftSection={<IconPlayerStopFilled size={18} aria-hidden />}
        onClick={onStop}
        disabled={starting}
      >
        Stop recording
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        color="red"
        variant="filled"
        leftSection={<IconMicrophone size={18} aria-hidden />}
        onClick={onRecord}
        disabled={disabled || !canRecord}
        aria-describedby={canRecord ? undefined : reasonId}
        style={{ flexShrink: 0 }}
      >
        Record
      </Button>
      {!canRecord && (
        <Text id={reasonId} size="sm" maw={260}>
          {RECORD_UNAVAILABLE}
        </Text>
      )}
    </Group>
  );
}
