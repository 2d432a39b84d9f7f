import { describe, expect, it } from 'vitest';
import { PitchTrace } from './pitch-trace';

describe('PitchTrace', () => {
  it('moves take time to the reference timeline: minus latency, times the tempo factor', () => {
    const trace = new PitchTrace();
    trace.reset(4);
    trace.setLatency(0.1);
    trace.push(440, 1.1, 0.5);
    expect(trace.all).toEqual([{ time: 4.5, midi: 69 }]);
  });

  it('keeps one gap for a run of silence and counts its changes', () => {
    const trace = new PitchTrace();
    trace.reset(0);
    const before = trace.version;
    trace.push(null, 0.1, 1);
    trace.push(220, 0.2, 1);
    trace.push(null, 0.3, 1);
    trace.push(null, 0.4, 1);
    expect(trace.all.map((point) => point.midi)).toEqual([57, null]);
    expect(trace.version).toBe(before + 2);
    trace.reset(0);
    expect(trace.all).toEqual([]);
  });
});
