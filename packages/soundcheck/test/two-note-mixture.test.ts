// Two notes heard together (decision 029): at a legato change the note before still sounds under the new
// one, and where they make a simple interval (a fifth, a fourth, an octave and a fifth) the pitch detector
// reads the pitch common to both, a subharmonic neither plays. The note tracker recognises it by the
// interval to both neighbours and by the spectra holding no fundamental there, and gives the new note the
// onset; a note really played there has its fundamental and stays.
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import type { PlayedNote } from '../src/analysis/types.js';
import { NoteTracker } from '../src/notes/note-tracker.js';
import type { NoteSpectra } from '../src/notes/note-tracker.js';
import type { SpectrumHistory } from '../src/onset/attack-start.js';
import { onsetSpectra } from './onset-spectra.js';

const RATE = 44100;
const HOP = 256;
const FRAME = 1024;
const CHANGE = 1;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A tone from `from` to `to` (s), partials `partials`, falling `decayDb` per second from `fadeFrom`. */
function addTone(
  x: Float32Array,
  midi: number,
  from: number,
  to: number,
  partials: readonly number[],
  fadeFrom = Infinity,
  decayDb = 0,
): void {
  for (let i = Math.round(from * RATE); i < Math.min(x.length, to * RATE); i++) {
    const t = i / RATE;
    const gain = t < fadeFrom ? 1 : 10 ** ((-decayDb * (t - fadeFrom)) / 20);
    let v = 0;
    for (const [h, a] of partials.entries())
      v += a * Math.sin(2 * Math.PI * (h + 1) * hz(midi) * t);
    x[i] = x[i]! + 0.15 * gain * v;
  }
}

const BOWED = [1, 0.6, 0.4, 0.25, 0.15];

function history(x: Float32Array): SpectrumHistory {
  return onsetSpectra(x, { sampleRate: RATE, frame: FRAME, hop: HOP, seconds: 2.5 });
}

describe('the fundamental of a pitch read in the spectra', () => {
  it('is missing under G4 and D5 sounding together, read as G3', () => {
    const x = new Float32Array(2 * RATE);
    addTone(x, 67, 0.3, 2, BOWED);
    addTone(x, 74, CHANGE, 2, BOWED);
    expect(history(x).fundamentalDeficit(CHANGE + 0.05, CHANGE + 0.2, 55)).toBeGreaterThan(30);
  });

  it('is there for a G3 played, even 12 dB under its second harmonic', () => {
    const x = new Float32Array(2 * RATE);
    addTone(x, 55, 0.3, 2, [0.25, 1, 0.6, 0.4, 0.2]);
    const deficit = history(x).fundamentalDeficit(CHANGE, CHANGE + 0.2, 55);
    expect(deficit).toBeGreaterThan(10);
    expect(deficit).toBeLessThan(15);
  });

  it('is unknown for frames no longer held', () => {
    const x = new Float32Array(2 * RATE);
    addTone(x, 55, 0.3, 2, BOWED);
    expect(history(x).fundamentalDeficit(-0.1, 0.2, 55)).toBeNaN();
  });
});

describe('the note tracker and two notes heard together', () => {
  const hop = 512 / 44100;

  /** G4 from 0.5 s, an onset at 1.0 s, then `middle` for 150 ms, then `last`. */
  function track(middle: number, last: number, deficit: number) {
    const notes: PlayedNote[] = [];
    const spectra: NoteSpectra = {
      attackStart: (start) => start,
      fundamentalDeficit: () => deficit,
      legatoStart: (found) => found,
      struckPitch: (onset, midi) => midi,
    };
    const tracker = new NoteTracker(hop, (note) => notes.push(note), spectra);
    tracker.addOnset(0.5);
    tracker.addOnset(1.0);
    let time = 0.5;
    for (; time < 1.04; time += hop) tracker.addFrame(time, true, 67, 0.95);
    for (; time < 1.15; time += hop) tracker.addFrame(time, true, middle, 0.95);
    for (; time < 1.6; time += hop) tracker.addFrame(time, true, last, 0.95);
    tracker.finish();
    return notes.map((note) => [note.onset, Math.round(note.midi!)]);
  }

  it('gives the new note the onset when the pitch between has no fundamental', () => {
    expect(track(55, 74, 30)).toEqual([
      [0.5, 67],
      [1.0, 74],
    ]);
  });

  it('keeps a note played between that has its fundamental', () => {
    expect(track(55, 74, 12).map(([, midi]) => midi)).toEqual([67, 55, 74]);
  });

  it('keeps an octave below between two notes: an octave slip, not two notes together', () => {
    expect(track(55, 67, 30).map(([, midi]) => midi)).toEqual([67, 55, 67]);
  });

  it('keeps a pitch that is not below both neighbours', () => {
    expect(track(60, 74, 30).map(([, midi]) => midi)).toEqual([67, 60, 74]);
  });
});

describe('a legato fifth through the whole analysis', () => {
  it('reads G4 then D5 with its onset, not the G3 both share', () => {
    const x = new Float32Array(2 * RATE);
    // The G4 still sounds under the D5 for 150 ms, fading.
    addTone(x, 67, 0.3, CHANGE + 0.15, BOWED, CHANGE, 20);
    addTone(x, 74, CHANGE, 2, BOWED);
    const { notes } = analyseTake(x, { sampleRate: RATE, fmin: 190, fmax: 2100 });
    expect(notes.map((note) => Math.round(note.midi!))).toEqual([67, 74]);
    expect(Math.abs(notes[1]!.onset - CHANGE)).toBeLessThan(0.02);
  });
});
