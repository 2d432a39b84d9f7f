import { describe, expect, it } from 'vitest';
import {
  barAtX,
  midiToY,
  noteBox,
  pitchRange,
  timeToX,
  totalBars,
  windowAt,
} from './timeline-geometry';

describe('timeline geometry', () => {
  it('shows a short exercise whole and pages through a long one', () => {
    expect(windowAt(5, 20, 2)).toEqual({ start: 0, end: 20, firstBar: 0, bars: 10 });
    expect(windowAt(5, 40, 2)).toEqual({ start: 0, end: 16, firstBar: 0, bars: 8 });
    expect(windowAt(17, 40, 2)).toEqual({ start: 16, end: 32, firstBar: 8, bars: 8 });
    expect(windowAt(39, 40, 2)).toEqual({ start: 32, end: 40, firstBar: 16, bars: 4 });
    expect(totalBars(20.0000001, 2)).toBe(10);
  });

  it('gives the notes an octave or more of room', () => {
    expect(pitchRange([{ time: 0, duration: 1, midi: 60, velocity: 1 }])).toEqual({
      low: 54,
      high: 66,
    });
    expect(
      pitchRange([
        { time: 0, duration: 1, midi: 40, velocity: 1 },
        { time: 1, duration: 1, midi: 70, velocity: 1 },
      ]),
    ).toEqual({ low: 38, high: 72 });
  });

  it('places notes by time and pitch, high notes on top', () => {
    const window = { start: 0, end: 10, firstBar: 0, bars: 5 };
    const range = { low: 60, high: 71 };
    expect(timeToX(5, window, 1000)).toBe(500);
    expect(midiToY(71, range, 120)).toBeCloseTo(5);
    expect(midiToY(60, range, 120)).toBeCloseTo(115);
    const box = noteBox({ time: 1, duration: 0.5, midi: 65 }, window, range, 1000, 120);
    expect(box.x).toBe(100);
    expect(box.width).toBe(49);
    expect(box.y + box.height / 2).toBeCloseTo(midiToY(65, range, 120) - 0.5, 0);
    expect(barAtX(999, window, 1000)).toBe(4);
    expect(barAtX(-5, window, 1000)).toBe(0);
  });
});
