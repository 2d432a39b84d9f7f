// Tempo Ramp (issue 47 item 3, decision 067): a loop starts at `from` percent and each pass rises by
// `step` until `to`, then stays there. The fields' rules are the settings document's
// (practiceSettingsSchema: from and to 50-150, step 1-50, whole percents); the target is not below the
// start (a ramp rises).
import { PRACTICE_MESSAGES, TEMPO_PERCENT } from '@bandbook/domain';

export interface TempoRamp {
  from: number;
  to: number;
  step: number;
}

export const RAMP_STEP_MIN = 1;
export const RAMP_STEP_MAX = 50;
export const RAMP_TARGET_BELOW_START = 'The target must not be below the start tempo.';
/** What the ramp's fields hold when it is first switched on: 60 % to 100 % by 5 %. */
export const DEFAULT_RAMP: TempoRamp = { from: 60, to: 100, step: 5 };

export type RampErrors = Partial<Record<keyof TempoRamp, string>>;

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Each field's problem (empty when the ramp can run). */
export function rampErrors(ramp: { from: unknown; to: unknown; step: unknown }): RampErrors {
  const errors: RampErrors = {};
  if (!wholeIn(ramp.from, TEMPO_PERCENT.min, TEMPO_PERCENT.max))
    errors.from = PRACTICE_MESSAGES.rampFrom;
  if (!wholeIn(ramp.to, TEMPO_PERCENT.min, TEMPO_PERCENT.max)) errors.to = PRACTICE_MESSAGES.rampTo;
  else if (!errors.from && (ramp.to as number) < (ramp.from as number))
    errors.to = RAMP_TARGET_BELOW_START;
  if (!wholeIn(ramp.step, RAMP_STEP_MIN, RAMP_STEP_MAX)) errors.step = PRACTICE_MESSAGES.rampStep;
  return errors;
}

export function isValidRamp(ramp: {
  from: unknown;
  to: unknown;
  step: unknown;
}): ramp is TempoRamp {
  return Object.keys(rampErrors(ramp)).length === 0;
}

/**
 * The tempo for the next pass of the loop: one step up, never past the target; at or above the target
 * (the learner may have moved the slider there) it stays.
 */
export function nextRampTempo(ramp: TempoRamp, tempo: number): number {
  if (tempo >= ramp.to) return tempo;
  return Math.min(ramp.to, tempo + ramp.step);
}
