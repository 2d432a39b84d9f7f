// The Tempo Ramp's rule and its fields: a step per pass up to the target, then it stays; each field's
// error from the settings document's rules.
import { describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES } from '@bandbook/domain';
import { isValidRamp, nextRampTempo, rampErrors, RAMP_TARGET_BELOW_START } from './tempo-ramp';

describe('tempo ramp', () => {
  it('rises by its step each pass until the target, then stays', () => {
    const ramp = { from: 60, to: 100, step: 5 };
    const tempos = [60];
    for (let pass = 0; pass < 10; pass++) tempos.push(nextRampTempo(ramp, tempos.at(-1)!));
    expect(tempos).toEqual([60, 65, 70, 75, 80, 85, 90, 95, 100, 100, 100]);
  });

  it('does not overshoot a target off the step, nor pull a faster tempo down', () => {
    const ramp = { from: 60, to: 72, step: 5 };
    expect(nextRampTempo(ramp, 70)).toBe(72);
    expect(nextRampTempo(ramp, 72)).toBe(72);
    expect(nextRampTempo(ramp, 90)).toBe(90);
  });

  it('names the wrong field', () => {
    expect(rampErrors({ from: 60, to: 100, step: 5 })).toEqual({});
    expect(rampErrors({ from: 49, to: 151, step: 0 })).toEqual({
      from: PRACTICE_MESSAGES.rampFrom,
      to: PRACTICE_MESSAGES.rampTo,
      step: PRACTICE_MESSAGES.rampStep,
    });
    expect(rampErrors({ from: 60.5, to: 100, step: 51 })).toEqual({
      from: PRACTICE_MESSAGES.rampFrom,
      step: PRACTICE_MESSAGES.rampStep,
    });
    expect(rampErrors({ from: 90, to: 80, step: 5 })).toEqual({ to: RAMP_TARGET_BELOW_START });
    expect(rampErrors({ from: '', to: 80, step: 5 })).toEqual({ from: PRACTICE_MESSAGES.rampFrom });
    expect(isValidRamp({ from: 50, to: 150, step: 50 })).toBe(true);
    expect(isValidRamp({ from: 50, to: 150, step: Number.NaN })).toBe(false);
  });
});
