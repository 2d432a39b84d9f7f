// Where a note's own partials began (onset/attack-start.ts): a soft attack swelling under the release of the
// note before is found where it began, not where the total level stopped falling; a hard attack's onset, a
// note whose partials the note before already sounds, and a note out of silence stay where they were.
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import type { PlayedNote } from '../src/analysis/types.js';
import { NoteTracker } from '../src/notes/note-tracker.js';
import type { SpectrumHistory } from '../src/onset/attack-start.js';
import { onsetSpectra } from './onset-spectra.js';

const RATE = 44100;
const HOP = 256;
const FRAME = 1024;
/** When the second note begins (s). */
const CHANGE = 1;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/**
 * A note from 0.3 s with three partials, then from CHANGE another: a linear swell over `attack` seconds while
 * the first is released (falling 300 dB/s), or (attack 0) at full level at once, the first cut off.
 */
function twoNotes(first: number, second: number, attack: number): Float32Array {
  const x = new Float32Array(2 * RATE);
  let a = 0;
  let b = 0;
  for (let i = 0; i < x.length; i++) {
    const t = i / RATE;
    let before = t < 0.3 ? 0 : 1;
    if (t >= CHANGE) before = attack > 0 ? 10 ** ((-300 * (t - CHANGE)) / 20) : 0;
    const after = t < CHANGE ? 0 : attack > 0 ? Math.min(1, (t - CHANGE) / attack) : 1;
    a += (2 * Math.PI * hz(first)) / RATE;
    b += (2 * Math.PI * hz(second)) / RATE;
    const partials = (phase: number) =>
      Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase);
    x[i] = 0.2 * before * partials(a) + 0.2 * after * partials(b);
  }
  return x;
}

/** The spectra of `x` as the onset detector keeps them. */
function history(x: Float32Array, seconds = 2.5): SpectrumHistory {
  return onsetSpectra(x, { sampleRate: RATE, frame: FRAME, hop: HOP, seconds });
}

/** A frame end (s) near `time`, as onsets are reported. */
const frameEnd = (time: number) => (Math.round((time * RATE) / HOP) * HOP) / RATE;

describe('where a note began', () => {
  it.each([
    [69, 72, 0.1],
    [72, 67, 0.12],
    [64, 66, 0.1],
    [76, 74, 0.1],
    [60, 67, 0.15],
  ])('finds a legato swell from %i to %i (%f s) where it began', (first, second, attack) => {
    const spectra = history(twoNotes(first, second, attack));
    // Heard where the level stops falling, 40 ms on.
    const start = spectra.attackStart(frameEnd(CHANGE + 0.04), second, first);
    expect(Math.abs(start - CHANGE)).toBeLessThan(0.015);
  });

  it('leaves a hard attack at its onset', () => {
    const spectra = history(twoNotes(69, 72, 0));
    const onset = frameEnd(CHANGE);
    expect(spectra.attackStart(onset, 72, 69)).toBe(onset);
  });

  it('leaves a note alone whose partials all belong to the note before (an octave up)', () => {
    const spectra = history(twoNotes(69, 81, 0.1));
    const onset = frameEnd(CHANGE + 0.04);
    expect(spectra.attackStart(onset, 81, 69)).toBe(onset);
  });

  it('leaves the first note out of silence at its onset', () => {
    const spectra = history(twoNotes(69, 72, 0.1));
    // The last silent frame ends just before the note.
    const onset = (Math.floor((0.3 * RATE) / HOP) * HOP) / RATE;
    expect(spectra.attackStart(onset, 69, NaN)).toBe(onset);
  });

  it('judges only frames still held', () => {
    const x = twoNotes(69, 72, 0.1);
    const late = frameEnd(CHANGE + 0.04);
    expect(history(x).attackStart(late, 72, 69)).toBeLessThan(late);
    // 0.3 s of history, a second past the change, no longer holds it.
    expect(history(x, 0.3).attackStart(late, 72, 69)).toBe(late);
  });

  it('finds legato swells through the whole analysis, streaming', () => {
    for (const [first, second, attack] of [
      [69, 72, 0.1],
      [64, 66, 0.1],
      [60, 67, 0.15],
    ] as const) {
      const { notes } = analyseTake(twoNotes(first, second, attack), {
        sampleRate: RATE,
        fmin: 200,
        fmax: 1200,
      });
      expect(notes.map((note) => Math.round(note.midi!))).toEqual([first, second]);
      // The level and flux alone put these onsets 35-50 ms late.
      expect(Math.abs(notes[1]!.onset - CHANGE)).toBeLessThan(0.015);
    }
  });
});

describe('the note tracker asking where a note began', () => {
  const hop = 512 / 44100;

  function track(attackStart: (start: number, midi: number, previous: number) => number) {
    const notes: PlayedNote[] = [];
    const asked: [number, number, number][] = [];
    const tracker = new NoteTracker(hop, (note) => notes.push(note), {
      attackStart: (start, midi, previous) => {
        asked.push([start, Math.round(midi), previous]);
        return attackStart(start, midi, previous);
      },
      fundamentalDeficit: () => NaN,
      legatoStart: (found) => found,
      struckPitch: (onset, midi) => midi,
    });
    tracker.addOnset(0.5);
    tracker.addOnset(1.0);
    let time = 0.5;
    for (; time < 0.99; time += hop) tracker.addFrame(time, true, 69, 0.95);
    for (; time < 1.5; time += hop) tracker.addFrame(time, true, 72, 0.95);
    tracker.finish();
    return { notes, asked };
  }

  it('asks once per note, at its third pitch frame, with the note before', () => {
    const { notes, asked } = track((start) => start - 0.02);
    expect(asked).toEqual([
      [0.5, 69, NaN],
      [1.0, 72, 69],
    ]);
    expect(notes.map((note) => [note.onset, Math.round(note.midi!)])).toEqual([
      [0.48, 69],
      [0.98, 72],
    ]);
  });

  it('never moves a start into the first 60 ms of the note before', () => {
    const { notes } = track(() => 0.45);
    expect(notes.map((note) => note.onset)).toEqual([0.45, 0.51]);
  });
});
