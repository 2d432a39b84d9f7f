// Conversions between frequency, MIDI note numbers and cents that every part of the engine shares.

/** Concert pitch used when the caller does not give one. */
export const DEFAULT_A4_HZ = 440;

/** Fractional MIDI note number of a frequency (69 = A4). */
export function hzToMidi(hz: number, a4 = DEFAULT_A4_HZ): number {
  return 69 + 12 * Math.log2(hz / a4);
}

/** Frequency of a (possibly fractional) MIDI note number. */
export function midiToHz(midi: number, a4 = DEFAULT_A4_HZ): number {
  return a4 * 2 ** ((midi - 69) / 12);
}

/** Signed distance in cents from `reference` to `played` (both MIDI numbers). */
export function centsBetween(played: number, reference: number): number {
  return (played - reference) * 100;
}

/**
 * Distance in cents folded into one octave (-600..600], for octave-agnostic comparisons
 * such as a singer an octave below the written part.
 */
export function pitchClassCents(played: number, reference: number): number {
  let cents = ((played - reference) * 100) % 1200;
  if (cents > 600) cents -= 1200;
  if (cents <= -600) cents += 1200;
  return cents;
}
