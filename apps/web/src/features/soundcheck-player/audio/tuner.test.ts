// The tuner's reading of a pitch, and its session's use of the recorder's monitoring.
import { describe, expect, it, vi } from 'vitest';
import type { Recorder } from './recorder';
import { TunerSession, tunerReading, type TunerReading } from './tuner';

describe('tunerReading', () => {
  it('reads 440 Hz as A4 in tune', () => {
    expect(tunerReading(440)).toEqual({ name: 'A', octave: 4, cents: 0, inTune: true });
  });

  it('reads 446 Hz as A4 about 23 cents sharp, not in tune', () => {
    const reading = tunerReading(446)!;
    expect(reading).toMatchObject({ name: 'A', octave: 4, inTune: false });
    expect(reading.cents).toBeCloseTo(23.4, 1);
  });

  it('is in tune within 5 cents either way', () => {
    const hz = (cents: number) => 261.6256 * 2 ** (cents / 1200);
    expect(tunerReading(hz(-4.9))).toMatchObject({ name: 'C', octave: 4, inTune: true });
    expect(tunerReading(hz(5.2))).toMatchObject({ name: 'C', octave: 4, inTune: false });
    expect(tunerReading(hz(-30))!.cents).toBeCloseTo(-30, 1);
  });

  it('reads nothing from no pitch', () => {
    expect(tunerReading(null)).toBeNull();
    expect(tunerReading(0)).toBeNull();
    expect(tunerReading(Number.NaN)).toBeNull();
  });
});

/** The recorder's side the tuner uses. */
function fakeRecorder(monitorFails?: Error) {
  const recorder = {
    onPitch: undefined as Recorder['onPitch'],
    monitor: vi.fn(async () => {
      if (monitorFails) throw monitorFails;
    }),
    stopMonitor: vi.fn(async () => undefined),
  };
  return recorder;
}

describe('TunerSession', () => {
  it("reports the recorder's pitches as readings until stopped, then gives the callback back", async () => {
    const recorder = fakeRecorder();
    const previous = vi.fn();
    recorder.onPitch = previous;
    const readings: (TunerReading | null)[] = [];
    const session = new TunerSession(recorder as unknown as Recorder);
    await session.start((reading) => readings.push(reading));
    expect(recorder.monitor).toHaveBeenCalledTimes(1);
    recorder.onPitch!(440, 0.9, 1);
    recorder.onPitch!(null, 0.1, 1.01);
    expect(readings).toEqual([{ name: 'A', octave: 4, cents: 0, inTune: true }, null]);
    session.stop();
    expect(recorder.stopMonitor).toHaveBeenCalledTimes(1);
    expect(recorder.onPitch).toBe(previous);
  });

  it('gives the callback back when the microphone cannot be opened', async () => {
    const recorder = fakeRecorder(new Error('denied'));
    const session = new TunerSession(recorder as unknown as Recorder);
    await expect(session.start(() => undefined)).rejects.toThrow('denied');
    expect(recorder.onPitch).toBeUndefined();
    session.stop();
    expect(recorder.stopMonitor).not.toHaveBeenCalled();
  });
});
