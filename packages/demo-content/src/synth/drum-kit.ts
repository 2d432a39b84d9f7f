// A synthesised drum kit addressed by General MIDI percussion keys: pitch-swept sines for kick, toms
// and congas, filtered noise for snare and hi-hats, clusters of inharmonic square waves for cymbals
// and cowbell. Each piece is rendered once into a few takes that hits then replay at their velocity;
// a hit's duration only matters to the notation.

import { GM_DRUMS } from '../music/drum-grooves.js';
import { bandPass, onePoleCoefficient, runBiquad } from './filters.js';
import { createRandom, seedFrom, type Random } from './random.js';
import type { Voice } from './voice-types.js';

/** Returns the sample at time t (seconds) of a hit; `noise` is a fresh white-noise sample. */
type HitShape = { seconds: number; sample: (t: number, noise: number, state: HitState) => number };

interface HitState {
  phase: number;
  low: number;
  filter: ReturnType<typeof bandPass>;
  sampleRate: number;
}

const CYMBAL_RATIOS = [1, 1.483, 1.932, 2.546, 2.63, 3.897];

function sweep(state: HitState, frequency: number): number {
  state.phase += (2 * Math.PI * frequency) / state.sampleRate;
  return Math.sin(state.phase);
}

/** White noise with its low end removed: the sizzle of hats and cymbals. */
function hiss(state: HitState, noise: number, cutoff: number): number {
  state.low += onePoleCoefficient(cutoff, state.sampleRate) * (noise - state.low);
  return noise - state.low;
}

function metal(t: number, base: number): number {
  let sum = 0;
  for (const ratio of CYMBAL_RATIOS) sum += Math.sign(Math.sin(2 * Math.PI * base * ratio * t));
  return sum / CYMBAL_RATIOS.length;
}

function tom(pitch: number): HitShape {
  return {
    seconds: 0.5,
    sample: (t, noise, s) =>
      Math.exp(-t / 0.22) * sweep(s, pitch * (1 + 0.6 * Math.exp(-t / 0.04))) +
      0.1 * noise * Math.exp(-t / 0.01),
  };
}

function conga(pitch: number, decay: number): HitShape {
  return {
    seconds: 0.4,
    sample: (t, noise, s) =>
      Math.exp(-t / decay) * sweep(s, pitch * (1 + 0.15 * Math.exp(-t / 0.02))) +
      0.25 * noise * Math.exp(-t / 0.004),
  };
}

const SHAPES: Record<number, HitShape> = {
  [GM_DRUMS.kick]: {
    seconds: 0.5,
    sample: (t, noise, s) =>
      1.3 * Math.exp(-t / 0.25) * sweep(s, 48 + 110 * Math.exp(-t / 0.03)) +
      0.3 * noise * Math.exp(-t / 0.003),
  },
  [GM_DRUMS.snare]: {
    seconds: 0.35,
    sample: (t, noise, s) =>
      0.6 * Math.exp(-t / 0.05) * sweep(s, 185) +
      0.9 * Math.exp(-t / 0.1) * runBiquad(s.filter, noise) * 2.2,
  },
  [GM_DRUMS.sideStick]: {
    seconds: 0.12,
    sample: (t, noise, s) =>
      Math.exp(-t / 0.012) * (runBiquad(s.filter, noise) * 3 + 0.6 * sweep(s, 420)),
  },
  [GM_DRUMS.clap]: {
    seconds: 0.3,
    sample: (t, noise, s) => {
      const bursts = t < 0.03 ? Math.exp(-(t % 0.01) / 0.003) : Math.exp(-(t - 0.03) / 0.08);
      return 2.5 * bursts * runBiquad(s.filter, noise);
    },
  },
  [GM_DRUMS.closedHat]: {
    seconds: 0.1,
    sample: (t, noise, s) => 0.7 * Math.exp(-t / 0.03) * hiss(s, noise, 6000),
  },
  [GM_DRUMS.pedalHat]: {
    seconds: 0.08,
    sample: (t, noise, s) => 0.45 * Math.exp(-t / 0.02) * hiss(s, noise, 5000),
  },
  [GM_DRUMS.openHat]: {
    seconds: 0.6,
    sample: (t, noise, s) =>
      0.55 * Math.exp(-t / 0.25) * (hiss(s, noise, 6000) + 0.3 * metal(t, 420)),
  },
  [GM_DRUMS.crash]: {
    seconds: 1.8,
    sample: (t, noise, s) =>
      0.7 * Math.exp(-t / 0.7) * (hiss(s, noise, 3500) + 0.35 * metal(t, 340)),
  },
  [GM_DRUMS.ride]: {
    seconds: 1.2,
    sample: (t, noise, s) =>
      0.35 * Math.exp(-t / 0.5) * (0.5 * hiss(s, noise, 7000) + 0.6 * metal(t, 530)) +
      0.2 * Math.exp(-t / 0.25) * Math.sin(2 * Math.PI * 1250 * t),
  },
  [GM_DRUMS.highTom]: tom(210),
  [GM_DRUMS.midTom]: tom(160),
  [GM_DRUMS.floorTom]: tom(105),
  [GM_DRUMS.cowbell]: {
    seconds: 0.35,
    sample: (t, _noise, s) => {
      const square =
        Math.sign(Math.sin(2 * Math.PI * 562 * t)) + Math.sign(Math.sin(2 * Math.PI * 845 * t));
      return (
        0.9 * (0.7 * Math.exp(-t / 0.02) + 0.3 * Math.exp(-t / 0.12)) * runBiquad(s.filter, square)
      );
    },
  },
  [GM_DRUMS.highConga]: conga(370, 0.05),
  [GM_DRUMS.openConga]: conga(330, 0.16),
  [GM_DRUMS.lowConga]: conga(220, 0.22),
  [GM_DRUMS.claves]: {
    seconds: 0.15,
    sample: (t) => 0.8 * Math.exp(-t / 0.025) * Math.sin(2 * Math.PI * 2500 * t),
  },
};

/** Band-pass centres for the shapes that filter noise (snare wires, stick, clap, cowbell). */
const FILTERS: Record<number, [number, number]> = {
  [GM_DRUMS.snare]: [3200, 0.7],
  [GM_DRUMS.sideStick]: [1800, 4],
  [GM_DRUMS.clap]: [1200, 1.5],
  [GM_DRUMS.cowbell]: [800, 2],
};

/** Takes per kit piece: alternating between them keeps repeated hits from sounding machine-made. */
const VARIANTS = 4;
const cache = new Map<string, Float32Array[]>();

/** Renders (once per sample rate) the variants of a kit piece at full velocity. */
function takesOf(key: number, sampleRate: number): Float32Array[] {
  const cacheKey = `${key}@${sampleRate}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const shape = SHAPES[key];
  if (!shape) throw new Error(`no drum sound for General MIDI key ${key}`);
  const [centre, q] = FILTERS[key] ?? [3000, 1];
  const random = createRandom(seedFrom(`drum-${key}`));
  const takes = Array.from({ length: VARIANTS }, () => {
    const state: HitState = {
      phase: 0,
      low: 0,
      filter: bandPass(centre, q, sampleRate),
      sampleRate,
    };
    const take = new Float32Array(Math.ceil(shape.seconds * sampleRate));
    for (let n = 0; n < take.length; n += 1)
      take[n] = shape.sample(n / sampleRate, random() * 2 - 1, state);
    return take;
  });
  cache.set(cacheKey, takes);
  return takes;
}

export function renderDrumHit(
  out: Float32Array,
  startSample: number,
  key: number,
  amplitude: number,
  sampleRate: number,
  random: Random,
): void {
  const takes = takesOf(key, sampleRate);
  const take = takes[Math.floor(random() * takes.length)] ?? takes[0];
  if (!take) return;
  const span = Math.min(take.length, out.length - startSample);
  for (let n = 0; n < span; n += 1) {
    const at = startSample + n;
    out[at] = (out[at] ?? 0) + amplitude * (take[n] ?? 0);
  }
}

export const drumVoice: Voice = (out, note, ctx) =>
  renderDrumHit(out, note.startSample, note.midi, note.amplitude, ctx.sampleRate, ctx.random);
