// Where the metronome clicks: the beats of the count-in and of the piece at a tempo factor, in seconds from the
// start of playback (= start of the take). The exercise tempo counts quarter notes; a beat is one unit of the
// time signature (an eighth in 6/8), so a bar lasts numerator x 4/denominator quarters.
import { assertTempoFactor } from './tempo.js';

export interface MetronomeSettings {
  /** Reference tempo, quarter notes per minute. */
  bpm: number;
  timeSignature: readonly [number, number];
  countInBars: number;
  /** 0.5-1.5 */
  tempoFactor?: number;
}

export interface Beat {
  /** Seconds from the start of playback. */
  time: number;
  /** 0-based bar, negative during the count-in (-countInBars .. -1). */
  bar: number;
  /** 0-based beat within the bar. */
  beat: number;
  /** First beat of a bar (the accented click). */
  isDownbeat: boolean;
  isCountIn: boolean;
}

/** Seconds per beat (unit of the time signature) at the given tempo factor. */
export function beatSeconds(settings: MetronomeSettings): number {
  const factor = assertTempoFactor(settings.tempoFactor ?? 1);
  if (!(settings.bpm > 0)) throw new RangeError(`bpm must be positive, got ${settings.bpm}`);
  const [, unit] = settings.timeSignature;
  return (60 / (settings.bpm * factor)) * (4 / unit);
}

/** The n-th beat (0 = first count-in click). */
export function beatAt(settings: MetronomeSettings, index: number): Beat {
  const [perBar] = settings.timeSignature;
  const bar = Math.floor(index / perBar) - settings.countInBars;
  const beat = index % perBar;
  return {
    time: index * beatSeconds(settings),
    bar,
    beat,
    isDownbeat: beat === 0,
    isCountIn: bar < 0,
  };
}

/** All beats from the first count-in click up to (not including) `until` seconds. */
export function beatTimes(settings: MetronomeSettings, until: number): Beat[] {
  const step = beatSeconds(settings);
  const beats: Beat[] = [];
  for (let index = 0; index * step < until - 1e-9; index++) beats.push(beatAt(settings, index));
  return beats;
}

/** When the piece starts (end of the count-in), in seconds of playback. */
export function countInSeconds(settings: MetronomeSettings): number {
  return settings.countInBars * settings.timeSignature[0] * beatSeconds(settings);
}
