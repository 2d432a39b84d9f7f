import { describe, expect, it } from 'vitest';
import {
  changeTime,
  contextTimeAt,
  endTime,
  playbackPosition,
  pruneSegments,
  segmentAt,
  withChange,
  type ClockSegment,
} from './playback-clock';

const start = (at: number, from: number, rate = 1): ClockSegment => ({
  at,
  from,
  rate,
  loop: null,
});

describe('playback clock', () => {
  it('holds the start position until playback begins, then advances at the rate', () => {
    const segment = start(10, 4, 0.5);
    expect(playbackPosition(segment, 9)).toBe(4);
    expect(playbackPosition(segment, 10)).toBe(4);
    expect(playbackPosition(segment, 12)).toBe(5);
    expect(contextTimeAt(segment, 5)).toBe(12);
  });

  it('changes the rate without a jump in the position', () => {
    const segments = withChange([start(10, 0, 1)], 12, { rate: 1.5 });
    expect(segments).toEqual([start(10, 0, 1), start(12, 2, 1.5)]);
    const at = (now: number) => playbackPosition(segmentAt(segments, now), now);
    expect(at(11.999)).toBeCloseTo(1.999, 9);
    expect(at(12)).toBe(2);
    expect(at(14)).toBe(5);
  });

  it('replaces a change still pending instead of stacking a second one', () => {
    const pending = [start(10, 4, 1)];
    expect(changeTime(pending[0]!, 9.5)).toBe(10);
    expect(withChange(pending, 10, { rate: 0.5 })).toEqual([start(10, 4, 0.5)]);
    // Once playing, a change is scheduled the lead time ahead.
    expect(changeTime(pending[0]!, 11)).toBeCloseTo(11.1, 12);
    const twice = withChange(withChange([start(0, 0)], 2, { rate: 0.5 }), 2, { rate: 1.5 });
    expect(twice).toEqual([start(0, 0), start(2, 2, 1.5)]);
  });

  it('wraps the position in the loop of the segment', () => {
    const loop = { start: 2, end: 4 };
    const segments = withChange([start(0, 0)], 1, { loop });
    const at = (now: number) => playbackPosition(segmentAt(segments, now), now);
    expect(at(3.5)).toBe(3.5);
    expect(at(4)).toBe(2);
    expect(at(9)).toBe(3);
    // A rate change inside the loop continues from the wrapped position.
    const slower = withChange(segments, 9, { rate: 0.5 });
    expect(slower[slower.length - 1]).toEqual({ at: 9, from: 3, rate: 0.5, loop });
    expect(playbackPosition(slower[slower.length - 1]!, 11)).toBe(2);
  });

  it('jumps when told where to go', () => {
    const segments = withChange([start(0, 0)], 5, { from: 1, loop: { start: 1, end: 3 } });
    expect(playbackPosition(segmentAt(segments, 6), 6)).toBe(2);
  });

  it('knows when the end is reached, and that a loop never reaches it', () => {
    expect(endTime([start(10, 4, 0.5)], 8)).toBe(18);
    expect(endTime(withChange([start(0, 0)], 2, { rate: 2 }), 10)).toBe(6);
    expect(endTime([{ ...start(0, 0), loop: { start: 2, end: 4 } }], 10)).toBeNull();
    expect(endTime([start(3, 12)], 10)).toBe(3);
  });

  it('forgets segments that are over', () => {
    const segments = withChange(withChange([start(0, 0)], 2, { rate: 0.5 }), 4, { rate: 1.5 });
    expect(pruneSegments(segments, 3)).toEqual(segments.slice(1));
    expect(pruneSegments(segments, 1)).toEqual(segments);
  });
});
