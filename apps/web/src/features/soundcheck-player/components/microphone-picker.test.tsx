// The microphone picker against a fake navigator.mediaDevices: the inputs once allowed, the choice
// remembered, a note and the default before permission, and a vanished choice falling back to the
// default with a word about it. A device plugged in later appears (devicechange).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  loadMicrophoneChoice,
  MICROPHONE_MISSING,
  MICROPHONE_NAMES_NOTE,
  saveMicrophoneChoice,
} from '../audio/microphone-choice';
import { deviceKey, saveCalibration } from '../audio/latency-store';
import {
  calibratedText,
  DEFAULT_MICROPHONE,
  EARLIER_MICROPHONE,
  MicrophonePicker,
  NOT_CALIBRATED,
} from './microphone-picker';

const input = (deviceId: string, label: string) =>
  ({ kind: 'audioinput', deviceId, label, groupId: 'g' }) as MediaDeviceInfo;

function stubDevices(initial: MediaDeviceInfo[]) {
  let devices = initial;
  const events = new EventTarget();
  vi.stubGlobal('navigator', {
    mediaDevices: {
      enumerateDevices: async () => devices,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    },
  });
  return {
    plug(next: MediaDeviceInfo[]) {
      devices = next;
      events.dispatchEvent(new Event('devicechange'));
    },
  };
}

const select = () => screen.getByRole('combobox', { name: 'Microphone' }) as HTMLSelectElement;
const optionNames = () => Array.from(select().options).map((option) => option.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MicrophonePicker', () => {
  it('lists the inputs, and remembers and reports the one chosen', async () => {
    stubDevices([input('default', 'Built-in'), input('usb', 'USB interface')]);
    const onChange = vi.fn();
    renderWithProviders(<MicrophonePicker onChange={onChange} />);
    await waitFor(() =>
      expect(optionNames()).toEqual([`${DEFAULT_MICROPHONE} (Built-in)`, 'USB interface']),
    );
    fireEvent.change(select(), { target: { value: 'usb' } });
    expect(loadMicrophoneChoice()).toBe('usb');
    expect(onChange).toHaveBeenCalledWith('usb');
    expect(select().value).toBe('usb');
    fireEvent.change(select(), { target: { value: '' } });
    expect(loadMicrophoneChoice()).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('before permission offers the default, says names come once allowed, and lists them after', async () => {
    const devices = stubDevices([input('', '')]);
    renderWithProviders(<MicrophonePicker onChange={vi.fn()} />);
    expect(await screen.findByText(MICROPHONE_NAMES_NOTE)).toBeTruthy();
    expect(optionNames()).toEqual([DEFAULT_MICROPHONE]);
    expect(screen.getByRole('button', { name: 'Allow the microphone' })).toBeTruthy();
    act(() => devices.plug([input('default', 'Built-in'), input('usb', 'USB interface')]));
    await waitFor(() => expect(optionNames()).toContain('USB interface'));
    expect(screen.queryByText(MICROPHONE_NAMES_NOTE)).toBeNull();
  });

  it('before permission keeps a remembered choice, which it cannot name', async () => {
    saveMicrophoneChoice('usb');
    stubDevices([input('', '')]);
    renderWithProviders(<MicrophonePicker onChange={vi.fn()} />);
    await waitFor(() => expect(optionNames()).toEqual([DEFAULT_MICROPHONE, EARLIER_MICROPHONE]));
    expect(select().value).toBe('usb');
    expect(select().disabled).toBe(false);
  });

  it('shows the default and says so when the remembered input is not connected', async () => {
    saveMicrophoneChoice('usb');
    const devices = stubDevices([input('default', 'Built-in')]);
    renderWithProviders(<MicrophonePicker onChange={vi.fn()} />);
    expect(await screen.findByText(MICROPHONE_MISSING)).toBeTruthy();
    expect(select().value).toBe('');
    // Still remembered: plugged back in, it is the choice again.
    act(() => devices.plug([input('default', 'Built-in'), input('usb', 'USB interface')]));
    await waitFor(() => expect(select().value).toBe('usb'));
    expect(screen.queryByText(MICROPHONE_MISSING)).toBeNull();
  });

  it('shows the chosen microphone’s own calibration, and asks for one where it has none', async () => {
    saveCalibration(deviceKey('default', 'default'), { latencyMs: 90, measuredAt: 'x' });
    saveCalibration(deviceKey('usb', 'default'), { latencyMs: 140, measuredAt: 'y' });
    stubDevices([
      input('default', 'Built-in'),
      input('usb', 'USB interface'),
      input('headset', 'Headset'),
    ]);
    renderWithProviders(<MicrophonePicker onChange={vi.fn()} />);
    expect(await screen.findByText(calibratedText(90))).toBeTruthy();
    fireEvent.change(select(), { target: { value: 'usb' } });
    expect(screen.getByText(calibratedText(140))).toBeTruthy();
    fireEvent.change(select(), { target: { value: 'headset' } });
    expect(screen.getByText(NOT_CALIBRATED)).toBeTruthy();
  });
});
