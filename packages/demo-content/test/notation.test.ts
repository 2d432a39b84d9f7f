// Notation building blocks: events with rests, accidentals and beams; drum and tab positions; layout.

import { describe, expect, it } from 'vitest';
import { buildExercise, progression } from '../src/music/build-exercise.js';
import { groove } from '../src/music/drum-grooves.js';
import { INSTRUMENT_PROFILES } from '../src/music/instrument-profiles.js';
import { melody } from '../src/music/melody-parser.js';
import type { InstrumentId, Note } from '../src/music/note-data.js';
import { notateBars } from '../src/notation/bar-events.js';
import { beatX, layoutScore } from '../src/notation/score-layout.js';
import { fretChord, pitchPosition } from '../src/notation/staff-positions.js';
import { placePath } from '../src/notation/surface.js';

function exerciseOf(instrument: InstrumentId, notes: Note[], bars = 2) {
  return buildExercise({
    title: 'Test',
    tip: '',
    tempo: 100,
    progression: progression(Array.from({ length: bars }, () => 'C').join(' | ')),
    parts: [
      { name: 'Lead', instrument, learner: true, notes },
      { name: 'Bass', instrument: 'bass', notes: [] },
    ],
  });
}

describe('bar events', () => {
  it('fills gaps with aligned rests and a whole-bar rest for an empty bar', () => {
    const exercise = exerciseOf('flute', melody('re C5e rq C5h | rw', 2));
    const [first, second] = notateBars(exercise, exercise.parts[0]!);
    expect(first?.events.map((e) => [e.isRest, e.start, e.duration])).toEqual([
      [true, 0, 0.5],
      [false, 0.5, 0.5],
      [true, 1, 1],
      [false, 2, 2],
    ]);
    expect(second?.events).toEqual([
      expect.objectContaining({ isRest: true, isBarRest: true, duration: 4 }),
    ]);
  });

  it('prints an accidental once per bar and a natural when it is cancelled', () => {
    const exercise = exerciseOf('flute', melody('F#5q F#5q F5q F#5q | F#5w', 2));
    const [first, second] = notateBars(exercise, exercise.parts[0]!);
    expect(first?.events.map((e) => e.heads[0]?.accidental)).toEqual([1, undefined, 0, 1]);
    expect(second?.events[0]?.heads[0]?.accidental).toBe(1);
  });

  it('beams eighths and sixteenths within a beat', () => {
    const exercise = exerciseOf('flute', melody('C5e C5e C5e. C5s C5q C5s C5s C5e', 1), 1);
    const [bar] = notateBars(exercise, exercise.parts[0]!);
    expect(bar?.beams.map((group) => group.map((e) => e.start))).toEqual([
      [0, 0.5],
      [1, 1.75],
      [3, 3.25, 3.5],
    ]);
  });

  it('puts drums on their kit positions with cross heads for cymbals', () => {
    const exercise = exerciseOf(
      'drums',
      groove([{ closedHat: 'xxxx', snare: '-x-x', kick: 'x-x-' }], 1),
      1,
    );
    const [bar] = notateBars(exercise, exercise.parts[0]!);
    expect(bar?.events[0]?.heads).toEqual([
      { position: 1, head: 'normal' },
      { position: 9, head: 'x' },
    ]);
    expect(bar?.events[1]?.heads.map((h) => h.position)).toEqual([5, 9]);
  });
});

describe('staff and tab positions', () => {
  it('places written pitches on treble and bass staves', () => {
    expect(pitchPosition(64, 'treble', 'sharps').position).toBe(0);
    expect(pitchPosition(77, 'treble', 'sharps').position).toBe(8);
    expect(pitchPosition(43, 'bass', 'sharps').position).toBe(0);
    expect(pitchPosition(70, 'treble', 'flats')).toMatchObject({ position: 4, accidental: -1 });
  });

  it('frets power chords where a guitarist plays them', () => {
    const tuning = INSTRUMENT_PROFILES.guitar.tabTuning ?? [];
    expect(fretChord([40, 47], tuning, 0)).toEqual([
      { string: 1, fret: 2 },
      { string: 0, fret: 0 },
    ]);
    expect(fretChord([45, 52], tuning, 0)).toEqual([
      { string: 2, fret: 2 },
      { string: 1, fret: 0 },
    ]);
  });
});

describe('layout', () => {
  it('splits bars into systems and maps beats left to right', () => {
    const exercise = exerciseOf(
      'flute',
      melody(Array.from({ length: 8 }, () => 'C5q D5q E5q F5q').join(' | '), 8),
      8,
    );
    const bars = notateBars(exercise, exercise.parts[0]!);
    const layout = layoutScore(bars, INSTRUMENT_PROFILES.flute, 500, 6);
    expect(layout.systems.map((s) => s.bars.length)).toEqual([4, 4]);
    const system = layout.systems[0]!;
    const xs = [0, 1, 2, 4, 16].map((beat) => beatX(system, exercise, beat, 6) ?? Number.NaN);
    expect(xs.slice(0, 4).every((x, i) => i === 0 || x > xs[i - 1]!)).toBe(true);
    expect(xs[4]).toBeNaN();
  });

  it('scales glyph paths from staff spaces to the page', () => {
    expect(placePath('M0 -1L1.5 2', 10, 20, 4)).toBe('M10 16L16 28');
  });
});
