// The microphone picker of the player's settings: the browser's default or one of its audio inputs,
// remembered for takes, listening, the tuner and the calibration (each microphone is calibrated on
// its own). Before the microphone is allowed the browser names none: a note and a way to allow it.
import { useState } from 'react';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { calibrationForChoice } from '../audio/latency-store';
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
export const NOT_CALIBRATED =
  'This microphone is not calibrated yet: start a calibration so your rhythm is scored fairly.';
export const calibratedText = (latencyMs: number) =>
  `This microphone is calibrated: ${latencyMs} ms.`;

interface MicrophonePickerProps {
  disabled?: boolean;
  /** The output device the calibrations shown are of (the audio context's sink). */
  outputDevice?: string;
  /** The choice changed (null: the default). */
  onChange: (deviceId: string | null) => void;
}

export function MicrophonePicker(props: MicrophonePickerProps) {
  const { disabled = false, outputDevice = 'default', onChange } = props;
  const { list, refresh } = useMicrophones();
  const [choice, setChoice] = useState(loadMicrophoneChoice);
  const [allowError, setAllowError] = useState<string | null>(null);
  const known = list ?? { inputs: [], defaultLabel: '', named: false };
  const resolved = resolveMicrophoneChoice(choice, known);
  // Each microphone keeps its own calibration: the one of the device that will open.
  const calibration = list === null ? null : calibrationForChoice(resolved.deviceId, outputDevice);
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
      {list !== null && (
        <Text size="sm" data-testid="microphone-calibration">
          {calibration ? calibratedText(calibration.latencyMs) : NOT_CALIBRATED}
        </Text>
      )}
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
