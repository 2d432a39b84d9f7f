// The pitch-accuracy corpus: for each pitched timbre, a run of separated notes across its range (together
// they cover E1-C7), with the detector range a part of that instrument would declare.
import { PITCHED_TIMBRES } from '../../src/synth/index.js';
import type { SynthNote, Timbre } from '../../src/synth/index.js';

export interface TimbreRange {
  timbre: Exclude<Timbre, 'drums'>;
  lowMidi: number;
  highMidi: number;
  fmin: number;
  fmax: number;
}

export const TIMBRE_RANGES: Record<Exclude<Timbre, 'drums'>, TimbreRange> = {
  plucked: { timbre: 'plucked', lowMidi: 28, highMidi: 76, fmin: 41, fmax: 1400 },
  brass: { timbre: 'brass', lowMidi: 40, highMidi: 84, fmin: 75, fmax: 1100 },
  flute: { timbre: 'flute', lowMidi: 60, highMidi: 96, fmin: 250, fmax: 2200 },
  voice: { timbre: 'voice', lowMidi: 40, highMidi: 84, fmin: 75, fmax: 1100 },
};

export const PITCH_TIMBRES = PITCHED_TIMBRES;

/** Notes of `duration` s every `step` semitones from low to high (the top note always included). */
export function scaleNotes(
  range: TimbreRange,
  step: number,
  duration = 0.45,
  gap = 0.12,
): SynthNote[] {
  const notes: SynthNote[] = [];
  const midis: number[] = [];
  for (let m = range.lowMidi; m < range.highMidi; m += step) midis.push(m);
  midis.push(range.highMidi);
  let time = 0.3;
  for (const [i, midi] of midis.entries()) {
    notes.push({ time, duration, midi, velocity: 0.6 + 0.35 * ((i * 7) % 5) * 0.25 });
    time += duration + gap;
  }
  return notes;
}
