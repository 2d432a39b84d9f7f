// A fake navigator.mediaDevices for the input side's tests: getUserMedia records its constraints and
// answers a stream of one fake audio track (settings as the test says), or fails with a named
// DOMException; tracks record stop() and can be "unplugged" (their 'ended' event).
import { vi, type Mock } from 'vitest';

export class FakeTrack extends EventTarget {
  readonly kind = 'audio';
  stopped = false;
  constructor(private readonly settings: MediaTrackSettings) {
    super();
  }
  getSettings() {
    return this.settings;
  }
  stop() {
    this.stopped = true;
  }
  /** The device went away: the browser ends the track. */
  unplug() {
    this.dispatchEvent(new Event('ended'));
  }
}

export interface FakeMicrophone {
  getUserMedia: Mock<(constraints: MediaStreamConstraints) => Promise<MediaStream>>;
  tracks: FakeTrack[];
  /** The constraints of the latest request. */
  readonly lastConstraints: MediaStreamConstraints | undefined;
}

/**
 * Installs a fake microphone on navigator (vi.unstubAllGlobals() removes it). `settings` are what
 * getSettings() answers; `failWith` a DOMException name to reject with instead.
 */
export function installFakeMicrophone(
  options: { settings?: MediaTrackSettings; failWith?: string } = {},
): FakeMicrophone {
  const tracks: FakeTrack[] = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints): Promise<MediaStream> => {
    void constraints;
    if (options.failWith) throw new DOMException('fake failure', options.failWith);
    const track = new FakeTrack({
      deviceId: 'mic-1',
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
      ...options.settings,
    });
    tracks.push(track);
    return {
      getAudioTracks: () => [track],
      getTracks: () => [track],
    } as unknown as MediaStream;
  });
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  return {
    getUserMedia,
    tracks,
    get lastConstraints() {
      return getUserMedia.mock.lastCall?.[0] as MediaStreamConstraints | undefined;
    },
  };
}
