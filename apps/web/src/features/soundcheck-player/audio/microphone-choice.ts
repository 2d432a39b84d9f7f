// The microphone chosen in the player's settings, remembered in localStorage, and the browser's audio
// inputs to choose from (names and ids only once the microphone is allowed). Takes, listening, the
// tuner and the calibration all open the chosen one; when it is gone they use the default.
export const MICROPHONE_CHOICE_KEY = 'bandbook.soundcheck.microphone';

export const MICROPHONE_MISSING =
  'The microphone you chose is not connected: SoundCheck uses the default microphone until it is back.';
export const MICROPHONE_NAMES_NOTE =
  'The names of your microphones appear here once the microphone is allowed.';

export interface MicrophoneOption {
  deviceId: string;
  label: string;
}

export interface MicrophoneList {
  /** The inputs besides the browser's default, which is always offered. */
  inputs: MicrophoneOption[];
  /** The default input's name, when the browser tells it. */
  defaultLabel: string;
  /** The browser gave names and ids: the microphone was allowed. */
  named: boolean;
}

export interface ChosenMicrophone {
  /** The device to open, or null for the browser's default. */
  deviceId: string | null;
  /** A microphone was chosen but is not connected now: the default is used. */
  missing: boolean;
}

/** Chromium's stand-ins for "whatever the system uses", offered as the default choice. */
const PSEUDO_DEVICES = new Set(['default', 'communications']);

export function loadMicrophoneChoice(): string | null {
  try {
    return localStorage.getItem(MICROPHONE_CHOICE_KEY) || null;
  } catch {
    return null;
  }
}

/** Remembers the choice; null goes back to the browser's default. */
export function saveMicrophoneChoice(deviceId: string | null): void {
  try {
    if (deviceId) localStorage.setItem(MICROPHONE_CHOICE_KEY, deviceId);
    else localStorage.removeItem(MICROPHONE_CHOICE_KEY);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

/** The audio inputs of enumerateDevices(), as the picker offers them. */
export function describeMicrophones(devices: readonly MediaDeviceInfo[]): MicrophoneList {
  const audio = devices.filter((device) => device.kind === 'audioinput');
  // Before permission the browser answers one input with an empty id and label.
  const named = audio.some((device) => device.deviceId !== '' && device.label !== '');
  if (!named) return { inputs: [], defaultLabel: '', named: false };
  const inputs = audio
    .filter((device) => device.deviceId !== '' && !PSEUDO_DEVICES.has(device.deviceId))
    .map((device, index) => ({
      deviceId: device.deviceId,
      label: device.label || `Microphone ${index + 1}`,
    }));
  const fallback = audio.find((device) => device.deviceId === 'default');
  return { inputs, defaultLabel: fallback?.label ?? '', named: true };
}

export async function listMicrophones(): Promise<MicrophoneList> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.enumerateDevices) return { inputs: [], defaultLabel: '', named: false };
  return describeMicrophones(await devices.enumerateDevices());
}

/**
 * The device to open for a choice. Without names (no permission yet) the choice cannot be checked and
 * is tried as it is; opening falls back to the default if it has gone (openMicrophone).
 */
export function resolveMicrophoneChoice(
  choice: string | null,
  list: MicrophoneList,
): ChosenMicrophone {
  if (!choice) return { deviceId: null, missing: false };
  if (!list.named || list.inputs.some((input) => input.deviceId === choice)) {
    return { deviceId: choice, missing: false };
  }
  return { deviceId: null, missing: true };
}

/** The remembered choice checked against the inputs connected now. */
export async function chosenMicrophone(): Promise<ChosenMicrophone> {
  const choice = loadMicrophoneChoice();
  if (!choice) return { deviceId: null, missing: false };
  try {
    return resolveMicrophoneChoice(choice, await listMicrophones());
  } catch {
    return { deviceId: choice, missing: false };
  }
}
