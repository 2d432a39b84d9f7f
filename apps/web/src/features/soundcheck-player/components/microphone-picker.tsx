// The microphone picker of the player's settings: the browser's default or one of its audio inputs,
// remembered for takes, listening, the tuner and the calibration (each microphone is calibrated on
// its own). Before the microphone is allowed the browser names none: a note and a way to allow it.
import { useState } from 'react';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { MicrophoneError, MICROPHONE_MESSAGES, openMicrophone } from '../audio/microphone';
import {
  loadMicrophoneChoice,
  MICROPHONE_MISSING,
  MICROPHONE_NAMES_NOTE,
  resolveMicrophoneChoice,
  saveMicrophoneChoice,
} from '../audio/microphone-choice';
import { useMicrophones } from '../hooks/use-microphones';

export const DEFAULT_MICROPHONE = 'Default microphone';
export const EARLIER_MICROPHONE = 'The microphone chosen earlier';

interface MicrophonePickerProps {
  disabled?: boolean;
  /** The choice changed (null: the default). */
  onChange: (deviceId: string | null) => void;
}

export function MicrophonePicker({ disabled = false, onChange }: MicrophonePickerProps) {
  const { list, refresh } = useMicrophones();
  const [choice, setChoice] = useState(loadMicrophoneChoice);
  const [allowError, setAllowError] = useState<string | null>(null);
  const known = list ?? { inputs: [], defaultLabel: '', named: false };
  const resolved = resolveMicrophoneChoice(choice, known);
  const options = [
    {
      value: '',
      label: known.defaultLabel
        ? `${DEFAULT_MICROPHONE} (${known.defaultLabel})`
        : DEFAULT_MICROPHONE,
    },
    ...known.inputs.map((input) => ({ value: input.deviceId, label: input.label })),
  ];
  const unnamed = list !== null && !list.named;
  if (unnamed && choice) options.push({ value: choice, label: EARLIER_MICROPHONE });

  const choose = (value: string) => {
    const next = value || null;
    saveMicrophoneChoice(next);
    setChoice(next);
    onChange(next);
  };
  const allow = async () => {
    setAllowError(null);
    try {
      const microphone = await openMicrophone();
      microphone.stop();
    } catch (error) {
      setAllowError(MICROPHONE_MESSAGES[error instanceof MicrophoneError ? error.kind : 'unknown']);
    }
    refresh();
  };

  return (
    <Stack gap="xs">
      <NativeSelect
        label="Microphone"
        data={options}
        value={resolved.deviceId ?? ''}
        onChange={(event) => choose(event.currentTarget.value)}
        // Until the browser has answered (a moment), there is nothing to choose from.
        disabled={disabled || list === null}
        description={resolved.missing ? MICROPHONE_MISSING : unnamed ? MICROPHONE_NAMES_NOTE : null}
      />
      {unnamed && (
        <Button
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void allow()}
          disabled={disabled}
        >
          Allow the microphone
        </Button>
      )}
      {allowError && (
        <Text role="alert" size="sm" c="red.8">
          {allowError}
        </Text>
      )}
    </Stack>
  );
}
