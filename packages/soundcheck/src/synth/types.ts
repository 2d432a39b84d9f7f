// Shapes shared by the synthesiser: the notes to play and the pitch curve each note really had.

export type Timbre = 'plucked' | 'brass' | 'flute' | 'voice' | 'drums';

export const PITCHED_TIMBRES: readonly Exclude<Timbre, 'drums'>[] = [
  'plucked',
  'brass',
  'flute',
  'voice',
];

export interface SynthNote {
  /** Start in seconds. */
  time: number;
  /** Sounding length in seconds (the release comes after it). */
  duration: number;
  /** MIDI note number; may be fractional (a detuned note). For drums a General MIDI percussion key. */
  midi: number;
  /** 0..1 */
  velocity: number;
}

/** The pitch a rendered note actually had: its MIDI number plus a scoop at the start and a vibrato. */
export interface PitchCurve {
  onset: number;
  offset: number;
  midi: number;
  /** Cents away from `midi` at the onset, decaying with `scoopTime` (brass lip attack). */
  scoopCents: number;
  scoopTime: number;
  vibratoCents: number;
  vibratoHz: number;
  /** Seconds before the vibrato starts; it fades in over the next 200 ms. */
  vibratoDelay: number;
}

/** MIDI pitch of a curve `t` seconds after the start of the take. */
export function pitchCurveAt(curve: PitchCurve, t: number): number {
  const local = t - curve.onset;
  let cents = curve.scoopTime > 0 ? curve.scoopCents * Math.exp(-local / curve.scoopTime) : 0;
  if (curve.vibratoCents > 0 && local > curve.vibratoDelay) {
    const fade = Math.min(1, (local - curve.vibratoDelay) / 0.2);
    cents +=
      fade *
      curve.vibratoCents *
      Math.sin(2 * Math.PI * curve.vibratoHz * (local - curve.vibratoDelay));
  }
  return curve.midi + cents / 100;
}

export interface RenderedTake {
  sampleRate: number;
  samples: Float32Array;
  /** Ground-truth pitch of each pitched note (empty for drums). */
  curves: PitchCurve[];
}
