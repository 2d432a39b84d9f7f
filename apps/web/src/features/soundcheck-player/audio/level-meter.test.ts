import { describe, expect, it } from 'vitest';
import { LevelMeter, levelFromRms, smoothLevel } from './level-meter';

describe('level meter', () => {
  it('maps -60..0 dBFS onto 0..1 and clamps outside it', () => {
    expect(levelFromRms(1)).toBe(1);
    expect(levelFromRms(0.1)).toBeCloseTo(2 / 3, 12);
    expect(levelFromRms(0.001)).toBeCloseTo(0, 12);
    expect(levelFromRms(0.0001)).toBe(0);
    expect(levelFromRms(4)).toBe(1);
  });

  it('reads silence (and nonsense) as empty', () => {
    expect(levelFromRms(0)).toBe(0);
    expect(levelFromRms(Number.NaN)).toBe(0);
    expect(new LevelMeter().push(0)).toBe(0);
  });

  it('smooths 0.3 old / 0.7 new', () => {
    expect(smoothLevel(1, 0)).toBeCloseTo(0.3, 12);
    expect(smoothLevel(0, 1)).toBeCloseTo(0.7, 12);
  });

  it('follows a step up and back down with the exact smoothing values', () => {
    const meter = new LevelMeter();
    const up = [1, 1, 1, 1].map((rms) => meter.push(rms));
    expect(up[0]).toBeCloseTo(0.7, 12);
    expect(up[1]).toBeCloseTo(0.91, 12);
    expect(up[2]).toBeCloseTo(0.973, 12);
    expect(up[3]).toBeCloseTo(0.9919, 12);
    const down = [0, 0].map((rms) => meter.push(rms));
    expect(down[0]).toBeCloseTo(0.29757, 12);
    expect(down[1]).toBeCloseTo(0.089271, 12);
    expect(meter.value).toBe(down[1]);
    meter.reset();
    expect(meter.value).toBe(0);
  });
});
