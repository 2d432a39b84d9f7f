// Practice's Wait for Me switch (with the note it waits for and what it hears) and the Tempo Ramp
// over the loop: from, to and step percent with an error on each field (decision 067).
import { useState } from 'react';
import { Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import type { ExercisePart } from '@bandbook/soundcheck';
import { canWaitFor, type PlayerState } from '../player/player-state';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import {
  DEFAULT_RAMP,
  RAMP_STEP_MAX,
  RAMP_STEP_MIN,
  rampErrors,
  type TempoRamp,
} from '../player/tempo-ramp';
import { TEMPO_MAX, TEMPO_MIN } from '../player/player-state';

export const WAIT_DRUMS_NOTE =
  'Wait for Me follows pitched notes: a drum part plays on without it.';
export const RAMP_NEEDS_LOOP = 'Set a loop to ramp the tempo over its passes.';

interface PracticeModesProps {
  player: SoundCheckPlayer;
  state: PlayerState;
  part: ExercisePart | null;
  disabled: boolean;
}

export function WaitForMe({ player, state, part, disabled }: PracticeModesProps) {
  const pitched = canWaitFor(part);
  const wait = state.wait;
  return (
    <Stack gap={2}>
      <Switch
        label="Wait for Me"
        checked={state.waitMode && pitched}
        onChange={(event) => player.setWaitMode(event.currentTarget.checked)}
        disabled={disabled || !pitched}
        description={pitched ? null : WAIT_DRUMS_NOTE}
      />
      <Text size="sm" role="status" aria-live="polite" data-testid="wait-status">
        {wait
          ? `Waiting for ${wait.expected} (note ${wait.index + 1} of ${wait.count}) · heard: ${wait.heard ?? 'nothing'}`
          : ''}
      </Text>
    </Stack>
  );
}

type Draft = Record<keyof TempoRamp, number | string>;

/** The ramp's three fields, in the order they are drawn. */
const RAMP_FIELDS: { key: keyof TempoRamp; label: string; min: number; max: number }[] = [
  { key: 'from', label: 'Ramp from (%)', min: TEMPO_MIN, max: TEMPO_MAX },
  { key: 'to', label: 'Ramp to (%)', min: TEMPO_MIN, max: TEMPO_MAX },
  { key: 'step', label: 'Ramp step (%)', min: RAMP_STEP_MIN, max: RAMP_STEP_MAX },
];

export function TempoRampControls({ player, state, disabled }: PracticeModesProps) {
  const [draft, setDraft] = useState<Draft>(() => state.ramp ?? DEFAULT_RAMP);
  // A ramp set elsewhere (the remembered settings) shows in the fields.
  const [shown, setShown] = useState(state.ramp);
  if (state.ramp !== shown) {
    setShown(state.ramp);
    if (state.ramp) setDraft(state.ramp);
  }
  const on = state.ramp !== null;
  const numbers = (next: Draft) => ({
    from: typeof next.from === 'number' ? next.from : Number.NaN,
    to: typeof next.to === 'number' ? next.to : Number.NaN,
    step: typeof next.step === 'number' ? next.step : Number.NaN,
  });
  const errors = on ? rampErrors(numbers(draft)) : {};
  const update = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const ramp = numbers(next);
    if (on && Object.keys(rampErrors(ramp)).length === 0) player.setRamp(ramp);
  };
  const toggle = (checked: boolean) => {
    if (!checked) {
      player.setRamp(null);
      return;
    }
    const ramp = numbers(draft);
    player.setRamp(Object.keys(rampErrors(ramp)).length === 0 ? ramp : DEFAULT_RAMP);
    if (Object.keys(rampErrors(ramp)).length > 0) setDraft(DEFAULT_RAMP);
  };
  const noLoop = state.loop === null;
  const fieldsDisabled = disabled || !on;
  return (
    <Stack gap={4}>
      <Switch
        label="Tempo Ramp"
        checked={on}
        onChange={(event) => toggle(event.currentTarget.checked)}
        disabled={disabled}
        description={noLoop ? RAMP_NEEDS_LOOP : null}
      />
      {on && (
        <Group gap={4} wrap="wrap" align="flex-start">
          {RAMP_FIELDS.map(({ key, label, min, max }) => (
            <NumberInput
              key={key}
              label={label}
              size="xs"
              w={112}
              min={min}
              max={max}
              allowDecimal={false}
              clampBehavior="none"
              value={draft[key]}
              error={errors[key]}
              disabled={fieldsDisabled}
              onChange={(value) => update({ [key]: value })}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
