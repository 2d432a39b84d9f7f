// Calibrations kept per input+output device pair in localStorage under one key, surviving bad data.
import { afterEach, describe, expect, it } from 'vitest';
import {
  calibrationForChoice,
  deviceKey,
  loadCalibration,
  outputDeviceId,
  saveCalibration,
} from './latency-store';

const STORAGE_KEY = 'bandbook.soundcheck.latency';

afterEach(() => localStorage.clear());

describe('latency store', () => {
  it('keeps one calibration per device pair', () => {
    const headphones = deviceKey('mic-1', 'wired');
    const bluetooth = deviceKey('mic-1', 'bt-headset');
    saveCalibration(headphones, { latencyMs: 84, measuredAt: '2026-11-24T00:00:00.000Z' });
    saveCalibration(bluetooth, { latencyMs: 231, measuredAt: '2026-11-24T00:01:00.000Z' });
    expect(headphones).not.toBe(bluetooth);
    expect(loadCalibration(headphones)).toEqual({
      latencyMs: 84,
      measuredAt: '2026-11-24T00:00:00.000Z',
    });
    expect(loadCalibration(bluetooth)?.latencyMs).toBe(231);
    expect(loadCalibration(deviceKey('mic-2', 'wired'))).toBeNull();
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEY)!))).toHaveLength(2);
  });

  it('replaces a device pair’s calibration with a newer one', () => {
    const key = deviceKey('mic-1', 'default');
    saveCalibration(key, { latencyMs: 80, measuredAt: '2026-11-01T00:00:00.000Z' });
    saveCalibration(key, { latencyMs: 95, measuredAt: '2026-11-24T00:00:00.000Z' });
    expect(loadCalibration(key)?.latencyMs).toBe(95);
  });

  it('names missing device ids default', () => {
    expect(deviceKey('', '')).toBe(deviceKey('default', 'default'));
  });

  it('survives bad JSON and malformed entries, and writes over them', () => {
    const key = deviceKey('mic-1', 'default');
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadCalibration(key)).toBeNull();
    saveCalibration(key, { latencyMs: 70, measuredAt: '2026-11-24T00:00:00.000Z' });
    expect(loadCalibration(key)?.latencyMs).toBe(70);

    localStorage.setItem(STORAGE_KEY, JSON.stringify([1, 2]));
    expect(loadCalibration(key)).toBeNull();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ [key]: { latencyMs: 'fast' } }));
    expect(loadCalibration(key)).toBeNull();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ [key]: null }));
    expect(loadCalibration(key)).toBeNull();
  });

  it("reads the output device from the context's sinkId", () => {
    expect(outputDeviceId({ sinkId: 'usb-dac' } as unknown as BaseAudioContext)).toBe('usb-dac');
    expect(outputDeviceId({ sinkId: '' } as unknown as BaseAudioContext)).toBe('default');
    expect(outputDeviceId({} as BaseAudioContext)).toBe('default');
  });

  it('answers the calibration of the microphone chosen, each its own (none for one never measured)', () => {
    saveCalibration(deviceKey('default', 'default'), { latencyMs: 90, measuredAt: 'x' });
    saveCalibration(deviceKey('usb', 'default'), { latencyMs: 140, measuredAt: 'y' });
    expect(calibrationForChoice(null)?.latencyMs).toBe(90);
    expect(calibrationForChoice('usb')?.latencyMs).toBe(140);
    expect(calibrationForChoice('usb', 'bt-headset')).toBeNull();
    expect(calibrationForChoice('headset')).toBeNull();
  });
});
