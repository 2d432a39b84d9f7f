// Opening the microphone against a fake navigator.mediaDevices: raw-input constraints, what the
// browser kept on read back, every getUserMedia failure turned into a kind with a next step, and
// the device released and watched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeMicrophone } from './fake-microphone';
import {
  MICROPHONE_MESSAGES,
  MicrophoneError,
  openMicrophone,
  type MicrophoneErrorKind,
} from './microphone';

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<MicrophoneError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MicrophoneError);
  return error as MicrophoneError;
}

describe('openMicrophone', () => {
  it('asks for the raw input (no echo cancellation, noise suppression or gain control), mono', async () => {
    const fake = installFakeMicrophone();
    const microphone = await openMicrophone();
    expect(fake.lastConstraints).toEqual({
      audio: {
        echoCancellation: false,
        noiseSuppression: false,
        autoGainControl: false,
        channelCount: { ideal: 1 },
      },
    });
    expect(microphone.deviceId).toBe('mic-1');
    expect(microphone.processingKeptOn).toEqual([]);
    expect(microphone.track).toBe(fake.tracks[0]);
  });

  it('asks for exactly the chosen device', async () => {
    const fake = installFakeMicrophone({ settings: { deviceId: 'usb-interface' } });
    const microphone = await openMicrophone({ deviceId: 'usb-interface' });
    expect((fake.lastConstraints!.audio as MediaTrackConstraints).deviceId).toEqual({
      exact: 'usb-interface',
    });
    expect(microphone.deviceId).toBe('usb-interface');
  });

  it('opens the default instead when the chosen device has gone, and says it did', async () => {
    const fake = installFakeMicrophone({ settings: { deviceId: 'default' } });
    const open = fake.getUserMedia.getMockImplementation()!;
    fake.getUserMedia.mockImplementationOnce(async () => {
      throw new DOMException('gone', 'OverconstrainedError');
    });
    const microphone = await openMicrophone({ deviceId: 'usb-interface' });
    expect(fake.getUserMedia).toHaveBeenCalledTimes(2);
    expect((fake.lastConstraints!.audio as MediaTrackConstraints).deviceId).toBeUndefined();
    expect(microphone.fellBack).toBe(true);
    expect(microphone.deviceId).toBe('default');
    // The chosen device there: no fallback.
    fake.getUserMedia.mockImplementation(open);
    expect((await openMicrophone({ deviceId: 'usb-interface' })).fellBack).toBe(false);
  });

  it('does not fall back to another device when the chosen one is refused', async () => {
    const fake = installFakeMicrophone({ failWith: 'NotAllowedError' });
    expect((await failure(openMicrophone({ deviceId: 'usb-interface' }))).kind).toBe('denied');
    expect(fake.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('reports the processing the browser kept on', async () => {
    installFakeMicrophone({ settings: { echoCancellation: true, autoGainControl: true } });
    const microphone = await openMicrophone();
    expect(microphone.processingKeptOn).toEqual(['echoCancellation', 'autoGainControl']);
  });

  it.each<[string, MicrophoneErrorKind]>([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['NotReadableError', 'in-use'],
    ['AbortError', 'in-use'],
    ['TypeError', 'unknown'],
  ])('turns %s into %s with its message', async (name, kind) => {
    installFakeMicrophone({ failWith: name });
    const error = await failure(openMicrophone());
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(MICROPHONE_MESSAGES[kind]);
    expect((error.cause as DOMException).name).toBe(name);
  });

  it('says an insecure page cannot have the microphone, and an old browser that it has none', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('isSecureContext', false);
    expect((await failure(openMicrophone())).kind).toBe('insecure');
    vi.stubGlobal('isSecureContext', true);
    expect((await failure(openMicrophone())).kind).toBe('unsupported');
  });

  it('stops its tracks, and tells when the device goes away until told to stop listening', async () => {
    const fake = installFakeMicrophone();
    const microphone = await openMicrophone();
    const ended = vi.fn();
    const stopListening = microphone.onEnded(ended);
    fake.tracks[0]!.unplug();
    expect(ended).toHaveBeenCalledTimes(1);
    stopListening();
    fake.tracks[0]!.unplug();
    expect(ended).toHaveBeenCalledTimes(1);
    microphone.stop();
    expect(fake.tracks[0]!.stopped).toBe(true);
  });

  it('has a message for every kind that says what to do next', () => {
    expect(MICROPHONE_MESSAGES.denied).toBe(
      "Bandbook cannot hear you: microphone access was blocked. Allow the microphone for this site in your browser's address bar, then press Record again.",
    );
    // What happened, then what to do.
    for (const message of Object.values(MICROPHONE_MESSAGES)) {
      expect(message.split(/[.:] /).length).toBeGreaterThanOrEqual(2);
    }
  });
});
