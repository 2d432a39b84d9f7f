// A held-out check of what issue 45 found in the browser: a clarinet (a General MIDI program the sampled
// corpus never uses) playing the demo's "Minuet in G", rendered by FluidSynth with each of the
// soundfonts. Every fourth note a semitone off is a wrong note named as played, in the octave played; a
// correct take through 350 or 600 ms of device delay, not calibrated, is found at its delay and scores
// as a correct take. Skipped, saying why, where FluidSynth or a soundfont is missing (CI installs them).
import * as tonejs from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import type { ReferenceNote } from '../src/reference/types.js';
import { scoreTake } from '../src/scoring/score-take.js';
import {
  availableSoundfonts,
  renderMidi,
  sampledCorpusUnavailable,
  type Soundfont,
} from './sampled/fluidsynth.js';

// @tonejs/midi is CommonJS: Node gives it as a default export, Vite as named exports.
const Midi: typeof tonejs.Midi =
  (tonejs as unknown as { default?: { Midi: typeof tonejs.Midi } }).default?.Midi ?? tonejs.Midi;

const CLARINET_PROGRAM = 71;
const SAMPLE_RATE = 48_000;
const BPM = 96;
const COUNT_IN_BEATS = 3;
// The demo book's "Minuet in G", right hand (packages/demo-content, classical-keys-miniatures.ts).
const MINUET =
  'D5q G4e A4e B4e C5e E5q C5e D5e E5q D5q B4q G4q A4q. B4e A4q ' +
  'B4q G4e A4e B4e D5e C5q E5q C5q B4e A4e G4e F#4e A4q G4h.';
const BEATS: Record<string, number> = { e: 0.5, q: 1, h: 2 };
const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** The minuet as reference notes, after a bar of count-in. */
function minuet(): ReferenceNote[] {
  const beat = 60 / BPM;
  let at = COUNT_IN_BEATS;
  return MINUET.split(/\s+/).map((token) => {
    const [, step, sharp, octave, length, dot] = /^([A-G])(#?)(\d)([eqh])(\.?)$/.exec(token)!;
    const beats = BEATS[length!]! * (dot ? 1.5 : 1);
    const note = {
      time: at * beat,
      duration: beats * beat,
      midi: 12 * (Number(octave) + 1) + STEPS[step!]! + (sharp ? 1 : 0),
      velocity: 0.8,
    };
    at += beats;
    return note;
  });
}

/** The take as a clarinet plays it: `shift(i)` semitones on note i, heard `latency` seconds late. */
function renderClarinet(
  font: Soundfont,
  reference: readonly ReferenceNote[],
  latency: number,
  shift: (index: number) => number,
): Float32Array {
  const lead = 0.5;
  const midi = new Midi();
  const track = midi.addTrack();
  track.instrument.number = CLARINET_PROGRAM;
  for (const [index, note] of reference.entries()) {
    track.addNote({
      midi: note.midi + shift(index),
      time: lead + note.time + latency,
      duration: note.duration * 0.9,
      velocity: 0.8,
    });
  }
  // A last quiet note keeps FluidSynth rendering until the tail has gone.
  const end = reference.at(-1)!.time + reference.at(-1)!.duration;
  track.addNote({ midi: 60, time: lead + end + latency + 2, duration: 0.05, velocity: 0.01 });
  return renderMidi(midi.toArray(), font, SAMPLE_RATE).subarray(Math.round(lead * SAMPLE_RATE));
}

function score(samples: Float32Array, reference: readonly ReferenceNote[]) {
  // The demo's keys part declares 50-2100 Hz.
  const analysis = analyseTake(samples, { sampleRate: SAMPLE_RATE, fmin: 50, fmax: 2100 });
  return scoreTake(reference, analysis.notes, { takeDuration: analysis.duration });
}

const unavailable = sampledCorpusUnavailable();
if (unavailable) console.warn(`held-out clarinet skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('a clarinet, held out of the corpus, on the Minuet', () => {
  const reference = minuet();
  const fonts = unavailable ? [] : availableSoundfonts();

  it.each(fonts.map((font) => ({ font, name: font.name })))(
    'names each semitone-off note as played, in its octave ($name)',
    ({ font }) => {
      const shift = (index: number) => (index % 4 === 0 ? (index % 8 === 0 ? 1 : -1) : 0);
      const result = score(renderClarinet(font, reference, 0.1, shift), reference);
      const wrong = result.notes.flatMap((note, index) =>
        shift(index) !== 0 ? [{ note, index }] : [],
      );
      for (const { note, index } of wrong) {
        expect(note.verdict, `note ${index}`).toBe('wrong_pitch');
        const played = reference[index]!.midi + shift(index);
        expect(
          Math.abs(note.played_midi! - played),
          `note ${index} heard as ${note.played_midi}`,
        ).toBeLessThan(0.5);
      }
      const right = result.notes.filter((_, index) => shift(index) === 0);
      expect(right.filter((note) => note.verdict === 'correct').length).toBeGreaterThanOrEqual(
        right.length - 1,
      );
    },
  );

  it.each(
    fonts.flatMap((font) => [0.35, 0.6].map((latency) => ({ font, latency, name: font.name }))),
  )('finds $latency s of device delay without a calibration ($name)', ({ font, latency }) => {
    const result = score(
      renderClarinet(font, reference, latency, () => 0),
      reference,
    );
    expect(result.latency_status).toBe('measured');
    expect(Math.abs(result.latency_ms - latency * 1000)).toBeLessThanOrEqual(20);
    expect(result.score).toBeGreaterThanOrEqual(85);
    expect(result.notes.filter((note) => note.verdict === 'wrong_pitch')).toEqual([]);
  });
});
