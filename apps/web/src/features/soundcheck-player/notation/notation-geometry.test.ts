// Time to ticks, the cursor's place and each verdict's written note (notation-geometry.ts).
import { describe, expect, it } from 'vitest';
import type { Metre } from '@bandbook/soundcheck';
import { contrastRatio, NOTATION_VERDICT_COLOURS } from './notation-colours';
import {
  cursorAt,
  matchVerdicts,
  secondsToTick,
  tickToSeconds,
  type BeatBox,
  type NoteAnchor,
} from './notation-geometry';
import { readTransposition, saveTransposition, writtenAbove } from './transposition';

// 100 BPM, 4/4, one bar of count-in: the music starts at 2.4 s, a quarter is 0.6 s.
const METRE: Metre = { tempo: 100, timeSignature: [4, 4], countInBars: 1 };

describe('time and ticks', () => {
  it('counts 960 ticks a quarter from the first bar after the count-in', () => {
    expect(secondsToTick(2.4, METRE)).toBeCloseTo(0);
    expect(secondsToTick(3.0, METRE)).toBeCloseTo(960);
    expect(secondsToTick(0, METRE)).toBeCloseTo(-3840);
    expect(tickToSeconds(1920, METRE)).toBeCloseTo(3.6);
    // 6/8 at 120: a bar is three quarters, 1.5 s of count-in.
    const jig: Metre = { tempo: 120, timeSignature: [6, 8], countInBars: 1 };
    expect(secondsToTick(1.5, jig)).toBeCloseTo(0);
  });
});

describe('the cursor', () => {
  // Two beats in a system at y 10, a third in the next system at y 200.
  const beats: BeatBox[] = [
    { startTick: 0, endTick: 960, x: 100, y: 10, h: 80, endX: 160 },
    { startTick: 960, endTick: 3840, x: 160, y: 10, h: 80, endX: 400 },
    { startTick: 3840, endTick: 7680, x: 50, y: 200, h: 80, endX: 500 },
  ];

  it('moves from a beat towards the next in proportion to the time gone', () => {
    expect(cursorAt(0, beats)).toMatchObject({ x: 100, y: 10 });
    expect(cursorAt(480, beats)).toMatchObject({ x: 130, y: 10 });
    expect(cursorAt(960 + 1440, beats)).toMatchObject({ x: 280, y: 10 });
    expect(cursorAt(3840, beats)).toMatchObject({ x: 50, y: 200, h: 80 });
  });

  it('waits at the first beat during the count-in and stops at the end', () => {
    expect(cursorAt(-2000, beats)).toMatchObject({ x: 100, y: 10 });
    expect(cursorAt(99_999, beats)).toMatchObject({ x: 500, y: 200 });
    expect(cursorAt(0, [])).toBeNull();
  });
});

describe('verdicts on written notes', () => {
  const anchor = (seconds: number, midi: number): NoteAnchor => ({
    box: { x: seconds * 100, y: 0, w: 8, h: 8 },
    seconds,
    midi,
  });
  // A C, then a chord E+G on the next beat, then an A.
  const anchors = [anchor(2.4, 60), anchor(3.0, 64), anchor(3.0, 67), anchor(3.6, 69)];

  it('finds each note by its onset and pitch, each written note once', () => {
    const verdicts = [
      { time: 2.41, midi: 60 },
      { time: 3.0, midi: 67 },
      { time: 3.0, midi: 64 },
      { time: 3.62, midi: 69 },
    ];
    expect(matchVerdicts(verdicts, anchors, METRE)).toEqual([0, 2, 1, 3]);
  });

  it('takes a note of another written pitch at that onset (drums), and none too far off', () => {
    expect(matchVerdicts([{ time: 2.4, midi: 36 }], anchors, METRE)).toEqual([0]);
    expect(matchVerdicts([{ time: 4.5, midi: 69 }], anchors, METRE)).toEqual([-1]);
  });
});

describe('verdict colours', () => {
  it('each stands out 3:1 on the white page', () => {
    for (const [verdict, colour] of Object.entries(NOTATION_VERDICT_COLOURS)) {
      expect(contrastRatio(colour, '#ffffff'), verdict).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('transposition', () => {
  it('writes B♭, E♭ and F parts above the sound and keeps the choice per learner', () => {
    expect(writtenAbove('b-flat')).toBe(2);
    expect(writtenAbove('e-flat')).toBe(9);
    expect(writtenAbove('f')).toBe(7);
    expect(readTransposition('anna')).toBe('concert');
    saveTransposition('anna', 'e-flat');
    expect(readTransposition('anna')).toBe('e-flat');
    expect(readTransposition('ben')).toBe('concert');
  });
});
