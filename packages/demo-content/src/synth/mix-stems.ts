// Mixes an exercise's rendered parts into the SoundCheck stems: full (every part + count-in click),
// backing per part (everything but that part, + click) and solo per part (that part alone). One
// master gain, taken from the full mix, is applied to every stem so their levels match.

import type { Exercise } from '../music/note-data.js';
import { beatsPerBar, secondsPerBeat } from '../music/note-data.js';
import { renderCountIn } from './click.js';
import { SAMPLE_RATE, stemLengthSamples } from './render-settings.js';
import { INSTRUMENT_LEVELS } from './voice-table.js';

/** Each stem owns its buffer, so it can be handed to an encoder thread without a copy. */
type Stem = Float32Array<ArrayBuffer>;

export interface ExerciseStems {
  full: Stem;
  /** Indexed like exercise.parts. */
  backing: Stem[];
  solo: Stem[];
}

const LEARNER_BOOST = 1.25;
const PEAK = 0.89;

export function mixStems(exercise: Exercise, renderedParts: Float32Array[]): ExerciseStems {
  const length = stemLengthSamples(exercise);
  const levels = exercise.parts.map(
    (part) =>
      INSTRUMENT_LEVELS[part.instrument] *
      (part.gain ?? 1) *
      (part.isLearnerPart ? LEARNER_BOOST : 1),
  );
  const click = new Float32Array(length);
  renderCountIn(
    click,
    exercise.countInBars * beatsPerBar(exercise),
    beatsPerBar(exercise),
    secondsPerBeat(exercise),
    SAMPLE_RATE,
  );
  const full = Float32Array.from(click);
  renderedParts.forEach((part, i) => addScaled(full, part, levels[i] ?? 1));
  const gain = Math.min(PEAK / Math.max(peakOf(full), 1e-6), 8);
  // Backing = full minus the part: one pass per part instead of re-summing the others.
  const backing = renderedParts.map((part, i) => {
    const stem = Float32Array.from(full);
    addScaled(stem, part, -(levels[i] ?? 1));
    return finish(stem, gain);
  });
  const solo = renderedParts.map((part, i) => finish(scaled(part, levels[i] ?? 1), gain));
  return { full: finish(full, gain), backing, solo };
}

function addScaled(target: Float32Array, source: Float32Array, level: number): void {
  for (let i = 0; i < target.length; i += 1)
    target[i] = (target[i] ?? 0) + (source[i] ?? 0) * level;
}

function scaled(source: Float32Array, level: number): Stem {
  return source.map((x) => x * level);
}

function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (const x of samples) peak = Math.max(peak, Math.abs(x));
  return peak;
}

/** Applies the master gain and a soft knee above 0.8 so no stem can clip. */
function finish(samples: Stem, gain: number): Stem {
  for (let i = 0; i < samples.length; i += 1) {
    const x = (samples[i] ?? 0) * gain;
    const magnitude = Math.abs(x);
    samples[i] =
      magnitude <= 0.8 ? x : Math.sign(x) * (0.8 + 0.2 * Math.tanh((magnitude - 0.8) / 0.2));
  }
  return samples;
}
