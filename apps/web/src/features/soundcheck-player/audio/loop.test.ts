import { describe, expect, it } from 'vitest';
import { barAt, barCount, barSeconds, bookBarNumber, loopForBars, wrapInLoop } from './loop';

const common = { tempo: 120, timeSignature: [4, 4] as [number, number] };
const waltz = { tempo: 90, timeSignature: [3, 4] as [number, number] };
const jig = { tempo: 60, timeSignature: [6, 8] as [number, number] };

describe('bar math', () => {
  it('measures a bar in quarter notes of the exercise tempo', () => {
    expect(barSeconds(common)).toBe(2);
    expect(barSeconds(waltz)).toBe(2);
    // 6/8 at 60 quarter notes a minute: three quarters a bar.
    expect(barSeconds(jig)).toBe(3);
  });

  it('numbers bars from the first count-in bar, 0-based', () => {
    expect(barAt(0, common)).toBe(0);
    expect(barAt(1.99, common)).toBe(0);
    expect(barAt(2, common)).toBe(1);
    expect(barAt(3 * barSeconds(jig), jig)).toBe(3);
    expect(barAt(5.9, waltz)).toBe(2);
    expect(barAt(-1, waltz)).toBe(0);
    // A downbeat a MIDI file's whole microseconds put a millionth of a bar early is on its bar line.
    expect(barAt(2 * (1 - 1e-6), common)).toBe(1);
    expect(barAt(2 * (1 - 1e-3), common)).toBe(0);
  });

  it("numbers the book's bars from the first one after the count-in", () => {
    expect([0, 1, 2, 5].map((bar) => bookBarNumber(bar, 1))).toEqual([0, 1, 2, 5]);
    expect([0, 1, 2].map((bar) => bookBarNumber(bar, 2))).toEqual([-1, 0, 1]);
    expect(bookBarNumber(0, 0)).toBe(1);
  });

  it('counts a partial last bar but not a rounding error', () => {
    expect(barCount(common, 16)).toBe(8);
    expect(barCount(common, 16.5)).toBe(9);
    expect(barCount(common, 16.0000001)).toBe(8);
    expect(barCount(jig, 10)).toBe(4);
    expect(barCount(waltz, 0)).toBe(1);
  });

  it('loops whole bars, end exclusive', () => {
    expect(loopForBars(1, 3, common, 16)).toEqual({ start: 2, end: 6 });
    expect(loopForBars(2, 4, waltz, 20)).toEqual({ start: 4, end: 8 });
    expect(loopForBars(1, 2, jig, 12)).toEqual({ start: 3, end: 6 });
  });

  it('clamps the loop to the piece and keeps it at least one bar long', () => {
    expect(loopForBars(-2, 1, common, 16)).toEqual({ start: 0, end: 2 });
    expect(loopForBars(3, 3, common, 16)).toEqual({ start: 6, end: 8 });
    expect(loopForBars(5, 2, waltz, 20)).toEqual({ start: 10, end: 12 });
    expect(loopForBars(6, 40, common, 16)).toEqual({ start: 12, end: 16 });
    expect(loopForBars(12, 14, common, 16)).toEqual({ start: 14, end: 16 });
    // A partial last bar: the loop ends with the piece.
    expect(loopForBars(3, 4, jig, 10)).toEqual({ start: 9, end: 10 });
  });

  it('wraps past the loop end back into the loop, as often as needed', () => {
    const loop = { start: 2, end: 6 };
    expect(wrapInLoop(1, loop)).toBe(1);
    expect(wrapInLoop(5.5, loop)).toBe(5.5);
    expect(wrapInLoop(6, loop)).toBe(2);
    expect(wrapInLoop(7, loop)).toBe(3);
    expect(wrapInLoop(15, loop)).toBe(3);
    expect(wrapInLoop(15, null)).toBe(15);
  });
});
