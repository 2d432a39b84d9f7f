// The held-out half of the sampled material (issue 46): what the engine's rules were never tuned on. The
// tuning set is the corpus of instruments.ts (one tune per instrument, the three soundfonts of
// fluidsynth.ts). Held out are other tunes, transposed, on the timbres the tuning set has (guitar, choir,
// high piano); General MIDI programs it never uses (cello with repeated notes, whistle, church organ, a
// clarinet, synthesized leads and a pad); and two soundfonts it never uses (HELD_OUT_SOUNDFONTS), with
// every instrument. The tunes are written out here by hand, as tunes.ts writes its own: [start beat,
// length in beats, semitones above the instrument's root], after a one-bar count-in.
import type { Soundfont } from './fluidsynth.js';
import { HELD_OUT_SOUNDFONTS, SOUNDFONTS, availableSoundfonts } from './fluidsynth.js';
import type { SampledInstrument } from './instruments.js';
import { SAMPLED_INSTRUMENTS } from './instruments.js';
import type { Tune } from './tunes.js';

const COUNT_IN_BEATS = 4;

/** [semitones, beats] steps, one after another, after the count-in. */
function tune(bpm: number, steps: readonly (readonly [number, number])[]): Tune {
  let beat = COUNT_IN_BEATS;
  const notes = steps.map(([semitones, beats]) => {
    const note = [beat, beats, semitones] as const;
    beat += beats;
    return note;
  });
  return { bpm, notes };
}

// "Twinkle, Twinkle, Little Star" (traditional), the whole tune.
// prettier-ignore
const TWINKLE = tune(104, [
  [0, 1], [0, 1], [7, 1], [7, 1], [9, 1], [9, 1], [7, 2], [5, 1], [5, 1], [4, 1], [4, 1], [2, 1],
  [2, 1], [0, 2], [7, 1], [7, 1], [5, 1], [5, 1], [4, 1], [4, 1], [2, 2], [7, 1], [7, 1], [5, 1],
  [5, 1], [4, 1], [4, 1], [2, 2], [0, 1], [0, 1], [7, 1], [7, 1], [9, 1], [9, 1], [7, 2], [5, 1],
  [5, 1], [4, 1], [4, 1], [2, 1], [2, 1], [0, 2],
]);

// "Amazing Grace" (traditional), in 3/4: slow, with leaps and held notes.
// prettier-ignore
const AMAZING_GRACE = tune(84, [
  [-5, 1], [0, 2], [4, 0.5], [0, 0.5], [4, 2], [2, 1], [0, 2], [-3, 1], [-5, 2], [-5, 1], [0, 2],
  [4, 0.5], [0, 0.5], [4, 2], [2, 1], [7, 3], [7, 2], [4, 0.5], [7, 0.5], [4, 2], [2, 1], [0, 2],
  [-3, 1], [-5, 2], [-5, 1], [0, 2], [4, 0.5], [0, 0.5], [4, 2], [2, 1], [0, 3],
]);

// The right hand of Bach's "Minuet in G" (BWV Anh. 114), first eight bars in 3/4, from its root G.
// prettier-ignore
const MINUET = tune(96, [
  [7, 1], [0, 0.5], [2, 0.5], [4, 0.5], [5, 0.5], [7, 1], [0, 1], [0, 1], [9, 1], [5, 0.5],
  [7, 0.5], [9, 0.5], [11, 0.5], [12, 1], [0, 1], [0, 1], [5, 1], [7, 0.5], [5, 0.5], [4, 0.5],
  [2, 0.5], [4, 1], [5, 0.5], [4, 0.5], [2, 0.5], [0, 0.5], [-1, 1], [0, 0.5], [2, 0.5], [4, 0.5],
  [0, 0.5], [2, 3],
]);

// Bowing exercise: each pitch repeated in quarters and eighths, detached (what issue 46 found missed or
// placed late on a cello), then a scale fragment in repeated pairs.
// prettier-ignore
const REPEATED = tune(92, [
  [0, 1], [0, 1], [0, 0.5], [0, 0.5], [0, 1], [5, 1], [5, 1], [5, 0.5], [5, 0.5], [5, 1],
  [7, 0.5], [7, 0.5], [7, 0.5], [7, 0.5], [7, 1], [7, 1], [4, 1], [4, 1], [2, 1], [2, 1], [0, 0.5],
  [0, 0.5], [2, 0.5], [2, 0.5], [4, 0.5], [4, 0.5], [5, 0.5], [5, 0.5], [7, 2], [0, 2],
]);

export interface HeldOutInstrument extends SampledInstrument {
  /** The timbre it stands for in the benchmark's table (several entries may share one). */
  timbre: string;
}

// prettier-ignore
const PROGRAMS: readonly HeldOutInstrument[] = [
  { timbre: 'guitar', name: 'nylon guitar, minuet', program: 24, tune: MINUET, root: 43, fmin: 70, fmax: 1400, articulation: 0.9 },
  { timbre: 'guitar', name: 'steel guitar, twinkle', program: 25, tune: TWINKLE, root: 43, fmin: 70, fmax: 1400, articulation: 0.9 },
  { timbre: 'choir', name: 'choir, amazing grace', program: 52, tune: AMAZING_GRACE, root: 57, fmin: 100, fmax: 900, articulation: 0.95 },
  { timbre: 'choir', name: 'choir, twinkle', program: 52, tune: TWINKLE, root: 54, fmin: 100, fmax: 900, articulation: 0.95 },
  { timbre: 'high piano', name: 'high piano, twinkle', program: 0, tune: TWINKLE, root: 81, fmin: 500, fmax: 2093, articulation: 0.9 },
  { timbre: 'cello', name: 'cello, repeated notes', program: 42, tune: REPEATED, root: 48, fmin: 60, fmax: 1000, articulation: 0.8 },
  { timbre: 'whistle', name: 'whistle, twinkle', program: 78, tune: TWINKLE, root: 79, fmin: 500, fmax: 2093, articulation: 0.9 },
  { timbre: 'church organ', name: 'church organ, twinkle', program: 19, tune: TWINKLE, root: 67, fmin: 150, fmax: 1400, articulation: 0.9 },
  { timbre: 'clarinet', name: 'clarinet, minuet', program: 71, tune: MINUET, root: 60, fmin: 140, fmax: 1400, articulation: 0.9 },
  { timbre: 'synth lead', name: 'square lead, minuet', program: 80, tune: MINUET, root: 60, fmin: 150, fmax: 1400, articulation: 0.85 },
  { timbre: 'synth lead', name: 'saw lead, repeated notes', program: 81, tune: REPEATED, root: 45, fmin: 55, fmax: 600, articulation: 0.8 },
  { timbre: 'synth pad', name: 'warm pad, amazing grace', program: 89, tune: AMAZING_GRACE, root: 60, fmin: 100, fmax: 900, articulation: 0.95 },
];

export interface HeldOutBatch {
  instrument: HeldOutInstrument;
  font: Soundfont;
}

/**
 * Every held-out instrument with every installed soundfont, and the tuning set's pitched instruments with
 * the held-out soundfonts.
 */
export function heldOutBatches(): HeldOutBatch[] {
  const batches: HeldOutBatch[] = [];
  const fonts = availableSoundfonts([...SOUNDFONTS, ...HELD_OUT_SOUNDFONTS]);
  for (const instrument of PROGRAMS) for (const font of fonts) batches.push({ instrument, font });
  for (const font of availableSoundfonts(HELD_OUT_SOUNDFONTS))
    for (const instrument of SAMPLED_INSTRUMENTS)
      if (!instrument.drums)
        batches.push({ instrument: { ...instrument, timbre: instrument.name }, font });
  return batches;
}

/**
 * A render that is silence: a soundfont without the program (TimGM6mb has no whistle) plays nothing, and a
 * take of nothing says nothing of the engine. The benchmark leaves such batches out and says so.
 */
export function silentRender(samples: Float32Array): boolean {
  return !samples.some((sample) => sample !== 0);
}

/** The tuning set as batches of the same shape: each pitched instrument with the corpus's soundfonts. */
export function tuningBatches(): HeldOutBatch[] {
  return availableSoundfonts().flatMap((font) =>
    SAMPLED_INSTRUMENTS.filter((instrument) => !instrument.drums).map((instrument) => ({
      instrument: { ...instrument, timbre: instrument.name },
      font,
    })),
  );
}
