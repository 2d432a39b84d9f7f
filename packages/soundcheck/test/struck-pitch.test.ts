// A note struck while the one before still rings (decision 035). A let-ring arpeggio leaves the C4 under
// the F4 plucked after it, about as loud, and their sum repeats every period of F2 (C4 and F4 are its 3rd
// and 4th harmonics): the pitch frames read F2 for the whole F4. The partials that rose at the F4's onset
// are F4's, and the note takes that pitch; a note struck again over itself, or a low note really played,
// keeps the pitch read.
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import type { PlayedNote } from '../src/analysis/types.js';
import { NoteTracker } from '../src/notes/note-tracker.js';
import { StruckPitch } from '../src/onset/struck-pitch.js';

const RATE = 44100;
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/**
 * A plucked string from `from` (s): partials 1/h^`dark` (1: bright, just plucked), decaying `decayDb` a
 * second, with a 2 ms attack.
 */
function pluck(
  x: Float32Array,
  midi: number,
  from: number,
  gain = 0.2,
  decayDb = 6,
  dark = 1,
): void {
  for (let i = Math.round(from * RATE); i < x.length; i++) {
    const t = i / RATE - from;
    const envelope = Math.min(1, t / 0.002) * 10 ** ((-decayDb * t) / 20);
    let v = 0;
    for (let h = 1; h <= 8; h++) v += Math.sin(2 * Math.PI * h * hz(midi) * t) / h ** dark;
    x[i] = x[i]! + gain * envelope * v;
  }
}

const reader = (x: Float32Array) => (target: Float64Array, end: number, length: number) => {
  if (end > x.length || end - length < 0) return false;
  for (let i = 0; i < length; i++) target[i] = x[end - length + i]!;
  return true;
};

describe('the pitch of a note struck over a ringing one', () => {
  const STRIKE = 1;

  it('is the harmonic of the pitch read whose series rose at the onset', () => {
    const x = new Float32Array(2 * RATE);
    pluck(x, 60, 0.5);
    pluck(x, 65, STRIKE, 0.22);
    const struck = new StruckPitch(RATE, reader(x));
    // Read as F2 (41), the pitch both share: F4 is its 4th harmonic, C4 its 3rd.
    expect(struck.find(STRIKE, 41.02, 70, 1400)).toBeCloseTo(65.02, 6);
  });

  it('finds it where a ringing note has a harmonic at its fundamental', () => {
    const x = new Float32Array(2 * RATE);
    // E3 and C4 ring; E4 is struck, about twice as loud as the E3's 2nd harmonic, so it grows there by
    // less than 10 dB. The frames read C2 (C4 and E4 are its 4th and 5th harmonics).
    pluck(x, 52, 0.5, 0.4, 0, 2);
    pluck(x, 60, 0.6);
    pluck(x, 64, STRIKE, 0.22);
    const struck = new StruckPitch(RATE, reader(x));
    expect(struck.find(STRIKE, 36.02, 70, 1400)).toBeCloseTo(36.02 + 12 * Math.log2(5), 9);
  });

  it('keeps the pitch read when that note rose there, or nothing did', () => {
    const x = new Float32Array(3 * RATE);
    pluck(x, 52, 0.5);
    pluck(x, 57, 1.0);
    // E3 struck again while it rings: its octave rises more than its fundamental.
    pluck(x, 52, 1.5);
    const struck = new StruckPitch(RATE, reader(x));
    expect(struck.find(1.5, 51.95, 70, 1400)).toBe(51.95);
    expect(struck.find(1.0, 57.01, 70, 1400)).toBe(57.01);
    // No onset at 2.2 s: nothing rose, whatever the frames read.
    expect(struck.find(2.2, 40.02, 70, 1400)).toBe(40.02);
  });

  it('keeps the pitch read when the samples are no longer held', () => {
    const x = new Float32Array(RATE);
    const struck = new StruckPitch(RATE, () => false);
    expect(struck.find(0.5, 41.02, 70, 1400)).toBe(41.02);
    expect(x.length).toBe(RATE);
  });
});

describe('the note tracker and a note struck over a ringing one', () => {
  const hop = 512 / RATE;

  it('asks about a note that directly follows one of its harmonics, and reports the pitch struck', () => {
    const notes: PlayedNote[] = [];
    const asked: [number, number][] = [];
    const tracker = new NoteTracker(hop, (note) => notes.push(note), {
      attackStart: (start) => start,
      fundamentalDeficit: () => NaN,
      legatoStart: (found) => found,
      struckPitch: (onset, midi) => {
        asked.push([onset, Math.round(midi)]);
        return midi + 24;
      },
    });
    // C4; F2 from an onset at 1.0 s (C4 is its 3rd harmonic); A3 from 1.5 s (not a harmonic of F2);
    // after a break, F2 again.
    [0.5, 1.0, 1.5, 2.5].forEach((onset) => tracker.addOnset(onset));
    let time = 0.5;
    for (; time < 1.0; time += hop) tracker.addFrame(time, true, 60, 0.95);
    for (; time < 1.5; time += hop) tracker.addFrame(time, true, 41, 0.95);
    for (; time < 2.0; time += hop) tracker.addFrame(time, true, 57, 0.95);
    for (; time < 2.5; time += hop) tracker.addFrame(time, false, 0, 0);
    for (; time < 3.0; time += hop) tracker.addFrame(time, true, 41, 0.95);
    tracker.finish();
    expect(asked).toEqual([[1, 41]]);
    expect(notes.map((note) => Math.round(note.midi!))).toEqual([60, 65, 57, 41]);
  });
});

describe('a let-ring arpeggio through the whole analysis', () => {
  it('reads C4 then F4, not the F2 both share', () => {
    const x = new Float32Array(2 * RATE);
    pluck(x, 60, 0.5);
    pluck(x, 65, 1.0, 0.22);
    const { notes } = analyseTake(x, { sampleRate: RATE, fmin: 70, fmax: 1400 });
    expect(notes.map((note) => Math.round(note.midi!))).toEqual([60, 65]);
    expect(Math.abs(notes[1]!.onset - 1)).toBeLessThan(0.02);
  });
});
