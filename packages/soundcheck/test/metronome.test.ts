// Metronome timing: beats of count-in and piece at a tempo factor, and the look-ahead scheduler.
import { describe, expect, it } from 'vitest';
import { beatAt, beatSeconds, beatTimes, countInSeconds } from '../src/metronome/beat-times.js';
import { MetronomeScheduler } from '../src/metronome/metronome-scheduler.js';
import { clampBpm, tempoFactorFor } from '../src/metronome/tempo.js';

const fourFour = { bpm: 100, timeSignature: [4, 4] as const, countInBars: 1 };

describe('beat times', () => {
  it('counts in one bar then continues, accenting downbeats', () => {
    const beats = beatTimes(fourFour, 3.6);
    expect(beats.map((b) => b.time)).toEqual(
      [0, 0.6, 1.2, 1.8, 2.4, 3.0].map((t) => expect.closeTo(t, 9)),
    );
    expect(beats.map((b) => b.isCountIn)).toEqual([true, true, true, true, false, false]);
    expect(beats[4]).toMatchObject({ bar: 0, beat: 0, isDownbeat: true });
    expect(beats[1]).toMatchObject({ bar: -1, beat: 1, isDownbeat: false });
    expect(countInSeconds(fourFour)).toBeCloseTo(2.4, 9);
  });

  it('scales with the tempo factor (50 %-150 %)', () => {
    expect(beatSeconds({ ...fourFour, tempoFactor: 0.5 })).toBeCloseTo(1.2, 9);
    expect(beatSeconds({ ...fourFour, tempoFactor: 1.5 })).toBeCloseTo(0.4, 9);
    expect(countInSeconds({ ...fourFour, tempoFactor: 1.5 })).toBeCloseTo(1.6, 9);
    expect(() => beatSeconds({ ...fourFour, tempoFactor: 0.4 })).toThrow(RangeError);
    expect(() => beatSeconds({ ...fourFour, tempoFactor: 1.6 })).toThrow(RangeError);
  });

  it('clicks the unit of the time signature: eighths in 6/8', () => {
    const sixEight = { bpm: 120, timeSignature: [6, 8] as const, countInBars: 2 };
    expect(beatSeconds(sixEight)).toBeCloseTo(0.25, 9);
    expect(countInSeconds(sixEight)).toBeCloseTo(3, 9);
    expect(beatAt(sixEight, 12)).toMatchObject({
      bar: 0,
      beat: 0,
      isDownbeat: true,
      isCountIn: false,
    });
  });
});

describe('MetronomeScheduler', () => {
  it('hands out each click once, ahead of time, as a 25 ms timer polls', () => {
    const scheduler = new MetronomeScheduler(fourFour, 10);
    const seen: number[] = [];
    for (let now = 9.9; now < 13.2; now += 0.025) {
      for (const click of scheduler.schedule(now)) {
        expect(click.at).toBeGreaterThanOrEqual(now);
        expect(click.at).toBeLessThan(now + 0.1 + 1e-9);
        seen.push(click.at);
      }
    }
    expect(seen.map((t) => Math.round(t * 1000) / 1000)).toEqual([10, 10.6, 11.2, 11.8, 12.4, 13]);
  });

  it('drops clicks whose time passed while the timer was throttled', () => {
    const scheduler = new MetronomeScheduler(fourFour, 0);
    expect(scheduler.schedule(0).map((c) => c.at)).toEqual([0]);
    expect(scheduler.schedule(1.3).map((c) => Math.round(c.at * 10) / 10)).toEqual([]);
    expect(scheduler.schedule(1.75).map((c) => Math.round(c.at * 10) / 10)).toEqual([1.8]);
  });

  it('changes tempo without a jump at the next beat', () => {
    const scheduler = new MetronomeScheduler(fourFour, 0);
    scheduler.schedule(0.55); // clicks at 0 and 0.6 handed out
    scheduler.setTempoFactor(0.5);
    const next = scheduler.schedule(1.15).concat(scheduler.schedule(2.35));
    expect(next.map((c) => Math.round(c.at * 1000) / 1000)).toEqual([1.2, 2.4]);
  });
});

describe('tempo limits', () => {
  it('clamps BPM to an integer within 0.3x-3x of the default', () => {
    expect(clampBpm(125.4)).toBe(125);
    expect(clampBpm(10)).toBe(36);
    expect(clampBpm(1000)).toBe(360);
    expect(clampBpm(50, 100)).toBe(50);
    expect(clampBpm(Number.NaN, 90)).toBe(90);
  });

  it('turns a chosen BPM into a tempo factor within 50-150 %', () => {
    expect(tempoFactorFor(50, 100)).toBe(0.5);
    expect(tempoFactorFor(120, 100)).toBeCloseTo(1.2, 9);
    expect(tempoFactorFor(200, 100)).toBe(1.5);
  });
});
