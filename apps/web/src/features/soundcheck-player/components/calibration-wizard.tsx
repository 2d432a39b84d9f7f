// The latency calibration wizard: plays clicks through the speakers or headphones, finds them in the
// microphone input by cross-correlation and stores the round-trip time for this pair of devices.
// Opened before the first recording and from Settings; it is where the microphone is chosen too
// (each microphone keeps its own calibration).
import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { runCalibration } from '../audio/calibration';
import {
  deviceKey,
  loadCalibration,
  outputDeviceId,
  saveCalibration,
} from '../audio/latency-store';
import { MicrophoneError, MICROPHONE_MESSAGES } from '../audio/microphone';
import { chosenMicrophone } from '../audio/microphone-choice';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import { MicrophonePicker } from './microphone-picker';

export const CALIBRATION_PROMPTED_KEY = 'bandbook.soundcheck.calibrationPrompted';

type Step =
  | { kind: 'intro' }
  | { kind: 'running' }
  | { kind: 'done'; latencyMs: number; spreadMs: number; rounds: number }
  | { kind: 'failed'; message: string };

interface CalibrationWizardProps {
  player: SoundCheckPlayer;
  /** Before the first recording the wizard offers to skip; from Settings it does not. */
  firstRecording: boolean;
  calibrationMs: number | null;
  onClose: () => void;
}

const UNRELIABLE =
  'The clicks were not heard clearly. Turn the volume up, hold the microphone near the speaker (or put the headphones close to it), keep the room quiet, and try again.';

export function CalibrationWizard(props: CalibrationWizardProps) {
  const { player, firstRecording, calibrationMs, onClose } = props;
  const [step, setStep] = useState<Step>({ kind: 'intro' });

  const calibrate = async () => {
    setStep({ kind: 'running' });
    try {
      const recorder = await player.inputRecorder();
      const ctx = player.audioContext;
      if (!recorder || !ctx) throw new Error('The audio is not ready yet.');
      const { deviceId } = await chosenMicrophone();
      const outcome = await runCalibration(ctx, recorder, { deviceId: deviceId ?? undefined });
      if (!outcome.reliable) {
        setStep({ kind: 'failed', message: UNRELIABLE });
        return;
      }
      const latencyMs = Math.round(outcome.latencyMs);
      saveCalibration(deviceKey(outcome.inputDeviceId, outcome.outputDeviceId), {
        latencyMs,
        measuredAt: new Date().toISOString(),
      });
      player.setCalibration(latencyMs);
      setStep({
        kind: 'done',
        latencyMs,
        spreadMs: Math.round(outcome.spreadMs),
        rounds: outcome.rounds.length,
      });
    } catch (error) {
      setStep({
        kind: 'failed',
        message:
          error instanceof MicrophoneError
            ? MICROPHONE_MESSAGES[error.kind]
            : error instanceof Error
              ? error.message
              : MICROPHONE_MESSAGES.unknown,
      });
    }
  };

  // Another microphone has its own calibration: show that one (the default opens as 'default').
  const chooseMicrophone = (deviceId: string | null) => {
    const ctx = player.audioContext;
    if (!ctx) return;
    const stored = loadCalibration(deviceKey(deviceId ?? 'default', outputDeviceId(ctx)));
    player.setCalibration(stored?.latencyMs ?? null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Calibrate your audio"
      centered
      closeOnClickOutside={step.kind !== 'running'}
    >
      <Stack>
        {step.kind === 'intro' && (
          <>
            <MicrophonePicker onChange={chooseMicrophone} />
            <Text size="sm">
              Sound takes a moment to travel from your speakers to your microphone. SoundCheck
              measures it once for these devices, so your rhythm is scored fairly. You will hear
              three rounds of eight clicks: keep quiet while they play. Headphones, speakers and
              Bluetooth each need their own calibration.
            </Text>
            {calibrationMs !== null && (
              <Text size="sm">Current calibration: {calibrationMs} ms.</Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {firstRecording ? 'Not now' : 'Cancel'}
              </Button>
              <Button onClick={() => void calibrate()}>Start calibration</Button>
            </Group>
          </>
        )}
        {step.kind === 'running' && (
          <Group role="status">
            <Loader size="sm" />
            <Text size="sm">Listening for the clicks…</Text>
          </Group>
        )}
        {step.kind === 'done' && (
          <>
            <Text role="status">Measured latency: {step.latencyMs} ms</Text>
            <Text size="sm" c="dimmed">
              Median of {step.rounds} rounds, which differed by {step.spreadMs} ms.
            </Text>
            <Text size="sm" c="dimmed">
              Saved for this microphone and output. Recalibrate in Settings when you change
              headphones or speakers.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void calibrate()}>
                Measure again
              </Button>
              <Button onClick={onClose}>{firstRecording ? 'Record' : 'Done'}</Button>
            </Group>
          </>
        )}
        {step.kind === 'failed' && (
          <>
            <Alert color="red" role="alert">
              {step.message}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {firstRecording ? 'Not now' : 'Close'}
              </Button>
              <Button onClick={() => void calibrate()}>Try again</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
