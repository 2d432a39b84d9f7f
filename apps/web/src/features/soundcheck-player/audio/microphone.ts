// Opening the microphone for one take (or the tuner, or a calibration): raw input, without the echo
// cancellation, noise suppression and automatic gain the browser adds for calls (they smear attacks
// and levels the onset detector relies on), a read-back of what the browser kept on anyway, and
// every failure turned into a kind with a message that says what to do next. A chosen device that has
// gone (unplugged since it was chosen) gives way to the default.

export type MicrophoneErrorKind =
  'denied' | 'no-device' | 'in-use' | 'insecure' | 'unsupported' | 'unplugged' | 'unknown';

export const MICROPHONE_MESSAGES: Record<MicrophoneErrorKind, string> = {
  denied:
    "Bandbook cannot hear you: microphone access was blocked. Allow the microphone for this site in your browser's address bar, then press Record again.",
  'no-device':
    'No microphone was found. Plug in or switch on a microphone (or headset), then press Record again.',
  'in-use':
    'The microphone is busy or could not be started. Close other apps or tabs that use it, then press Record again.',
  insecure:
    'The microphone is only available on a secure (https) page. Open Bandbook through its https address.',
  unsupported:
    'This browser cannot record from a microphone. Please use a current version of Chrome, Edge or Firefox.',
  unplugged:
    'The microphone was disconnected during the take. Reconnect it (or choose another one) and record again.',
  unknown: 'The microphone could not be opened. Check it is connected and allowed, then try again.',
};

export const PROCESSING_WARNING =
  'Your browser kept some voice processing on (echo cancellation, noise suppression or automatic gain). Scores may be less precise; a headset or another browser may help.';

export class MicrophoneError extends Error {
  constructor(
    readonly kind: MicrophoneErrorKind,
    cause?: unknown,
  ) {
    super(MICROPHONE_MESSAGES[kind], { cause });
    this.name = 'MicrophoneError';
  }
}

export type Processing = 'echoCancellation' | 'noiseSuppression' | 'autoGainControl';
const PROCESSING: readonly Processing[] = [
  'echoCancellation',
  'noiseSuppression',
  'autoGainControl',
];

export interface OpenMicrophone {
  stream: MediaStream;
  track: MediaStreamTrack;
  settings: MediaTrackSettings;
  deviceId: string;
  /** The chosen device was not there: this is the browser's default instead. */
  fellBack: boolean;
  /** What the browser kept on although it was asked to turn it off. */
  processingKeptOn: Processing[];
  /** Stops the tracks: the browser's recording indicator goes off. */
  stop(): void;
  /** Calls back when the device goes away (unplugged, revoked); answers a function to stop listening. */
  onEnded(callback: () => void): () => void;
}

/** The kind of a getUserMedia failure, from its DOMException name. */
export function microphoneErrorKind(error: unknown): MicrophoneErrorKind {
  // DOMExceptions, plain Errors and the odd browser's plain object all carry the name.
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no-device';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'in-use';
    default:
      return 'unknown';
  }
}

export async function openMicrophone(options: { deviceId?: string } = {}): Promise<OpenMicrophone> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) {
    throw new MicrophoneError(
      typeof isSecureContext !== 'undefined' && !isSecureContext ? 'insecure' : 'unsupported',
    );
  }
  const request = (deviceId: string | undefined) =>
    devices.getUserMedia({
      audio: {
        echoCancellation: false,
        noiseSuppression: false,
        autoGainControl: false,
        channelCount: { ideal: 1 },
        ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      },
    });
  let stream: MediaStream;
  let fellBack = false;
  try {
    stream = await request(options.deviceId);
  } catch (error) {
    if (!options.deviceId || microphoneErrorKind(error) !== 'no-device') {
      throw new MicrophoneError(microphoneErrorKind(error), error);
    }
    try {
      stream = await request(undefined);
      fellBack = true;
    } catch (second) {
      throw new MicrophoneError(microphoneErrorKind(second), second);
    }
  }
  const track = stream.getAudioTracks()[0];
  if (!track) {
    for (const other of stream.getTracks()) other.stop();
    throw new MicrophoneError('no-device');
  }
  const settings = track.getSettings();
  return {
    stream,
    track,
    settings,
    deviceId: settings.deviceId || (fellBack ? undefined : options.deviceId) || 'default',
    fellBack,
    processingKeptOn: PROCESSING.filter((key) => settings[key] === true),
    stop: () => {
      for (const each of stream.getTracks()) each.stop();
    },
    onEnded: (callback) => {
      track.addEventListener('ended', callback);
      return () => track.removeEventListener('ended', callback);
    },
  };
}
