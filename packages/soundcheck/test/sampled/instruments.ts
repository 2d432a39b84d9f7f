// The sampled corpus's instruments: General MIDI programs rendered by FluidSynth from Debian's soundfonts,
// each with the tune it plays, the register it plays it in, and the pitch range a part for it would declare.
// Nothing here comes from the engine: pitches are MIDI note numbers, frequencies follow the literal formula
// in `truth.ts`.
import type { Tune, TuneName } from './tunes.js';

export interface SampledInstrument {
  name: string;
  /** General MIDI program (0-based); ignored for drums. */
  program: number;
  drums?: boolean;
  /** A tune of the corpus by name, or another (the held-out material's). */
  tune: TuneName | Tune;
  /** MIDI note the tune's degree 0 is played on. */
  root: number;
  /** The part's declared range (Hz), as an exercise author would write it. */
  fmin?: number;
  fmax?: number;
  /** Sounding share of each written note (legato ~0.95, detached ~0.8). */
  articulation: number;
}

// prettier-ignore
const INSTRUMENTS = [
  { name: 'nylon guitar', program: 24, tune: 'ode', root: 52, fmin: 70, fmax: 1400, articulation: 0.9 },
  { name: 'steel guitar', program: 25, tune: 'arpeggios', root: 48, fmin: 70, fmax: 1400, articulation: 0.9 },
  { name: 'electric bass', program: 33, tune: 'riff', root: 33, fmin: 41, fmax: 400, articulation: 0.85 },
  { name: 'trumpet', program: 56, tune: 'folk', root: 60, fmin: 150, fmax: 1100, articulation: 0.85 },
  { name: 'flute', program: 73, tune: 'scales', root: 72, fmin: 250, fmax: 2200, articulation: 0.9 },
  { name: 'violin', program: 40, tune: 'long tones', root: 67, fmin: 190, fmax: 2100, articulation: 0.95 },
  { name: 'alto sax', program: 65, tune: 'blues', root: 61, fmin: 130, fmax: 900, articulation: 0.85 },
  { name: 'choir', program: 52, tune: 'long tones', root: 57, fmin: 100, fmax: 900, articulation: 0.95 },
  { name: 'low piano', program: 0, tune: 'arpeggios', root: 36, fmin: 55, fmax: 600, articulation: 0.9 },
  { name: 'high piano', program: 0, tune: 'scales', root: 84, fmin: 500, fmax: 2093, articulation: 0.9 },
  { name: 'drum kit', program: 0, drums: true, tune: 'groove', root: 0, articulation: 1 },
] as const satisfies readonly SampledInstrument[];

export type SampledInstrumentName = (typeof INSTRUMENTS)[number]['name'];

export const SAMPLED_INSTRUMENTS: readonly (SampledInstrument & { name: SampledInstrumentName })[] =
  INSTRUMENTS;

export function sampledInstrument(name: SampledInstrumentName): SampledInstrument {
  return SAMPLED_INSTRUMENTS.find((instrument) => instrument.name === name)!;
}
