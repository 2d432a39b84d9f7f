// The remembered microphone: stored and cleared, the browser's inputs as the picker offers them
// (none named before permission), and a choice that has gone giving way to the default.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chosenMicrophone,
  describeMicrophones,
  loadMicrophoneChoice,
  MICROPHONE_CHOICE_KEY,
  resolveMicrophoneChoice,
  saveMicrophoneChoice,
} from './microphone-choice';

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: 'g' }) as MediaDeviceInfo;

/** What Chromium's fake devices answer once the microphone is allowed. */
const allowed = [
  device('audioinput', 'default', 'Fake Default Audio Input'),
  device('audioinput', 'fake-1', 'Fake Audio Input 1'),
  device('audioinput', 'fake-2', 'Fake Audio Input 2'),
  device('audiooutput', 'default', 'Fake Audio Output'),
  device('videoinput', 'camera', 'Fake Camera'),
];
/** Before permission: one input with neither id nor name. */
const beforePermission = [device('audioinput', '', ''), device('videoinput', '', '')];

function stubDevices(devices: MediaDeviceInfo[]) {
  vi.stubGlobal('navigator', { mediaDevices: { enumerateDevices: async () => devices } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the microphone choice', () => {
  it('is remembered, and the default clears it', () => {
    expect(loadMicrophoneChoice()).toBeNull();
    saveMicrophoneChoice('fake-2');
    expect(loadMicrophoneChoice()).toBe('fake-2');
    expect(localStorage.getItem(MICROPHONE_CHOICE_KEY)).toBe('fake-2');
    saveMicrophoneChoice(null);
    expect(loadMicrophoneChoice()).toBeNull();
    expect(localStorage.getItem(MICROPHONE_CHOICE_KEY)).toBeNull();
  });

  it('lists the audio inputs besides the default, whose name it keeps apart', () => {
    expect(describeMicrophones(allowed)).toEqual({
      inputs: [
        { deviceId: 'fake-1', label: 'Fake Audio Input 1' },
        { deviceId: 'fake-2', label: 'Fake Audio Input 2' },
      ],
      defaultLabel: 'Fake Default Audio Input',
      named: true,
    });
  });

  it('lists nothing before permission: only the default can be offered', () => {
    expect(describeMicrophones(beforePermission)).toEqual({
      inputs: [],
      defaultLabel: '',
      named: false,
    });
  });

  it('opens a chosen input that is connected, and the default for no choice', () => {
    const list = describeMicrophones(allowed);
    expect(resolveMicrophoneChoice('fake-1', list)).toEqual({ deviceId: 'fake-1', missing: false });
    expect(resolveMicrophoneChoice(null, list)).toEqual({ deviceId: null, missing: false });
  });

  it('falls back to the default and says so when the chosen input has gone', () => {
    const list = describeMicrophones(allowed.filter((entry) => entry.deviceId !== 'fake-2'));
    expect(resolveMicrophoneChoice('fake-2', list)).toEqual({ deviceId: null, missing: true });
  });

  it('tries the choice as it is before permission (the browser cannot say whether it is there)', () => {
    expect(resolveMicrophoneChoice('fake-2', describeMicrophones(beforePermission))).toEqual({
      deviceId: 'fake-2',
      missing: false,
    });
  });

  it('checks the remembered choice against the devices connected now', async () => {
    stubDevices(allowed);
    expect(await chosenMicrophone()).toEqual({ deviceId: null, missing: false });
    saveMicrophoneChoice('fake-2');
    expect(await chosenMicrophone()).toEqual({ deviceId: 'fake-2', missing: false });
    stubDevices(allowed.slice(0, 2));
    expect(await chosenMicrophone()).toEqual({ deviceId: null, missing: true });
    // Still remembered: plugged back in, it is used again.
    stubDevices(allowed);
    expect(await chosenMicrophone()).toEqual({ deviceId: 'fake-2', missing: false });
  });

  it('keeps the choice when the browser cannot list its devices', async () => {
    saveMicrophoneChoice('fake-1');
    vi.stubGlobal('navigator', {
      mediaDevices: {
        enumerateDevices: async () => {
          throw new Error('no');
        },
      },
    });
    expect(await chosenMicrophone()).toEqual({ deviceId: 'fake-1', missing: false });
  });
});
