// From audio to played notes: every synthesized note is found once, at the right pitch, near its onset;
// drum hits become onsets.
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import type { PlayedNote } from '../src/analysis/types.js';
import { NoteTracker } from '../src/notes/note-tracker.js';
import { OnsetDetector } from '../src/onset/onset-detector.js';
import type { ReferenceNote } from '../src/reference/types.js';
import { drumPart, melodyPart } from './corpus/reference-parts.js';
import { TIMBRE_RANGES } from './corpus/pitch-corpus.js';
import { performTake } from './corpus/takes.js';

/** Onset errors (ms) of the played notes nearest each reference onset within 60 ms, and how many were found. */
function matchOnsets(reference: readonly ReferenceNote[], played: readonly PlayedNote[]) {
  const times = [...new Set(reference.map((note) => note.time))];
  const errors: number[] = [];
  for (const time of times) {
    const nearest = played.reduce<PlayedNote | undefined>(
      (best, note) =>
        !best || Math.abs(note.onset - time) < Math.abs(best.onset - time) ? note : best,
      undefined,
    );
    if (nearest && Math.abs(nearest.onset - time) <= 0.06)
      errors.push((nearest.onset - time) * 1000);
  }
  return { errors, expected: times.length };
}

describe('note tracking', () => {
  it.each(['plucked', 'brass', 'flute', 'voice'] as const)(
    'finds every %s note at its pitch',
    (timbre) => {
      const reference = melodyPart(timbre);
      const take = performTake(reference, { timbre, snrDb: 30 });
      const range = TIMBRE_RANGES[timbre];
      const { notes } = analyseTake(take.samples, {
        sampleRate: take.sampleRate,
        fmin: range.fmin,
        fmax: range.fmax,
      });
      expect(notes).toHaveLength(reference.length);
      notes.forEach((note, i) => {
        expect(Math.abs(note.onset - reference[i]!.time)).toBeLessThan(0.04);
        expect(Math.abs(note.midi! - reference[i]!.midi)).toBeLessThan(0.3);
        expect(note.offset).toBeGreaterThan(note.onset);
        expect(note.confidence).toBeGreaterThan(0.7);
      });
      const { errors } = matchOnsets(reference, notes);
      const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
      const sd = Math.sqrt(errors.reduce((a, b) => a + (b - mean) ** 2, 0) / errors.length);
      // Spread matters for rhythm scoring (a constant offset is absorbed by the latency).
      expect(sd).toBeLessThan(12);
    },
  );

  it('turns drum hits into onsets, simultaneous hits into one', () => {
    const reference = drumPart();
    const take = performTake(reference, { timbre: 'drums', sampleRate: 48000, snrDb: 20 });
    const { notes } = analyseTake(take.samples, { sampleRate: 48000, nonPitched: true });
    const { errors, expected } = matchOnsets(reference, notes);
    expect(errors.length).toBe(expected);
    expect(notes.length).toBeLessThanOrEqual(expected + 2);
    expect(notes.every((note) => note.midi === null)).toBe(true);
    expect(Math.max(...errors.map(Math.abs))).toBeLessThan(20);
  });

  it('hears nothing in silence or faint noise', () => {
    const silence = new Float32Array(44100 * 3);
    expect(analyseTake(silence, { sampleRate: 44100 }).notes).toEqual([]);
    let seed = 9;
    const hiss = silence.map(() => {
      seed = (seed * 16807) % 2147483647;
      return 0.0005 * ((seed / 2147483647) * 2 - 1);
    });
    expect(analyseTake(hiss, { sampleRate: 44100 }).notes).toEqual([]);
    expect(analyseTake(hiss, { sampleRate: 44100, nonPitched: true }).notes).toEqual([]);
  });

  it('keeps a legato onset when the crossfade leaves the new note unvoiced for a few frames', () => {
    // A soft attack under the release of the note before: the onset at 1.005 s splits the old note, the next
    // pitch frames are unvoiced, and the new pitch is voiced from 1.04 s. The new note began at the onset.
    const hop = 512 / 44100;
    const notes: PlayedNote[] = [];
    const tracker = new NoteTracker(hop, (note) => notes.push(note));
    const frame = (time: number, midi: number | null) =>
      tracker.addFrame(time, midi !== null, midi ?? 0, midi === null ? 0 : 0.95);
    tracker.addOnset(0.5);
    let time = 0.5;
    for (; time < 1.0; time += hop) frame(time, 69);
    tracker.addOnset(1.005);
    for (; time < 1.04; time += hop) frame(time, time < 1.012 ? 69 : null);
    for (; time < 1.5; time += hop) frame(time, 71);
    tracker.finish();
    expect(notes.map((note) => [note.onset, Math.round(note.midi!)])).toEqual([
      [0.5, 69],
      [1.005, 71],
    ]);
  });

  it('starts a note at an onset heard up to 150 ms before its frames turn voiced, not earlier', () => {
    // A string struck over ringing ones: the note before ends, the onset comes, and the mixture leaves the
    // frames unvoiced for 120 ms. An onset 200 ms before a note's first voiced frame is not its start.
    const hop = 512 / 44100;
    const notes: PlayedNote[] = [];
    const tracker = new NoteTracker(hop, (note) => notes.push(note));
    const frame = (time: number, midi: number | null) =>
      tracker.addFrame(time, midi !== null, midi ?? 0, midi === null ? 0 : 0.95);
    [0.5, 1.0, 1.8].forEach((onset) => tracker.addOnset(onset));
    let time = 0.5;
    for (; time < 0.99; time += hop) frame(time, 60);
    for (; time < 1.12; time += hop) frame(time, null);
    for (; time < 1.5; time += hop) frame(time, 55);
    for (; time < 2.0; time += hop) frame(time, null);
    for (; time < 2.5; time += hop) frame(time, 52);
    tracker.finish();
    expect(notes.map((note) => Math.round(note.midi!))).toEqual([60, 55, 52]);
    expect(notes[1]!.onset).toBe(1.0);
    expect(notes[2]!.onset).toBeGreaterThan(1.99);
  });

  it('moves a pending onset to where the onset detector found its attack began', () => {
    const hop = 512 / 44100;
    const notes: PlayedNote[] = [];
    const tracker = new NoteTracker(hop, (note) => notes.push(note));
    tracker.addOnset(0.5);
    tracker.addOnset(1.03);
    tracker.moveOnset(1.03, 1.02);
    // An onset already consumed, or one never reported, is left alone.
    tracker.moveOnset(0.7, 0.69);
    let time = 0.5;
    for (; time < 1.0; time += hop) tracker.addFrame(time, true, 69, 0.95);
    for (; time < 1.5; time += hop) tracker.addFrame(time, true, 71, 0.95);
    tracker.finish();
    expect(notes.map((note) => [note.onset, Math.round(note.midi!)])).toEqual([
      [0.5, 69],
      [1.02, 71],
    ]);
  });

  it('moves a slow attack onset back to the bottom of its level dip, only when asked to', () => {
    // A released note falls 30 dB in 40 ms, its pitch swells back for 40 ms (level rising, little spectral
    // novelty), then a new pitch takes over: the flux peaks after the switch, more than 4 frames above the dip.
    const rate = 44100;
    const x = new Float32Array(rate);
    let phase = 0;
    for (let i = 0; i < x.length; i++) {
      const t = i / rate;
      const db = t < 0.5 ? 0 : t < 0.54 ? -750 * (t - 0.5) : t < 0.58 ? -30 + 300 * (t - 0.54) : 0;
      phase += (2 * Math.PI * (t < 0.58 ? 440 : 523)) / rate;
      x[i] = 0.3 * 10 ** (db / 20) * (Math.sin(phase) + 0.4 * Math.sin(2 * phase));
    }
    const run = (moves: boolean) => {
      const events: string[] = [];
      const detector = new OnsetDetector({
        sampleRate: rate,
        hop: 256,
        frameLength: 1024,
        pitched: true,
        onOnset: (time) => events.push(`onset ${Math.round((time - 0.54) * 1000)}`),
        onOnsetMoved: moves
          ? (time, from) =>
              events.push(
                `moved ${Math.round((from - 0.54) * 1000)} -> ${Math.round((time - 0.54) * 1000)}`,
              )
          : undefined,
      });
      for (let end = 1024; end <= x.length; end += 256) {
        detector.input.set(x.subarray(end - 1024, end));
        detector.analyse(end);
      }
      return events;
    };
    expect(run(false)).toEqual(['onset 29']);
    expect(run(true)).toEqual(['onset 29', 'moved 29 -> 23']);
  });
});
