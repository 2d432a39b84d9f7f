// The audio player behind the track player UI, in plain TypeScript: it drives one media element
// (tempo with preserved pitch, volume, seeking, 15-second skips) and publishes a state snapshot
// that React reads through useSyncExternalStore.
import {
  clampTempo,
  clampVolume,
  seekTarget,
  skipTarget,
  TEMPO_DEFAULT,
  tempoToRate,
  VOLUME_DEFAULT,
  volumeToGain,
} from './playback';

export interface TrackPlayerState {
  src: string | null;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  /** Percent of the original tempo (50-150). */
  tempo: number;
  /** 0-100. */
  volume: number;
  error: string | null;
}

type Listener = () => void;

const MEDIA_EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'seeked',
  'error',
] as const;

export const PLAYBACK_ERROR = 'This track could not be played.';

export class TrackPlayer {
  private element: HTMLMediaElement | null = null;
  private state: TrackPlayerState = {
    src: null,
    isPlaying: false,
    currentTime: 0,
    duration: 0,
    tempo: TEMPO_DEFAULT,
    volume: VOLUME_DEFAULT,
    error: null,
  };
  private readonly listeners = new Set<Listener>();
  /** Where a track loaded with `startAt` begins, applied once its duration is known. */
  private pendingSeek: number | null = null;

  getState = (): TrackPlayerState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Drives this element from now on; the returned function lets it go. */
  attach(element: HTMLMediaElement): () => void {
    this.element = element;
    this.applyRate();
    element.volume = volumeToGain(this.state.volume);
    for (const type of MEDIA_EVENTS) element.addEventListener(type, this.handleMediaEvent);
    return () => {
      for (const type of MEDIA_EVENTS) element.removeEventListener(type, this.handleMediaEvent);
      element.pause();
      if (this.element === element) this.element = null;
    };
  }

  /** Loads a track and, unless told otherwise, starts it (at `startAt` seconds when given). */
  async load(src: string, { autoplay = true, startAt = 0 } = {}): Promise<void> {
    const element = this.element;
    if (!element) return;
    this.pendingSeek = startAt > 0 ? startAt : null;
    this.update({ src, isPlaying: false, currentTime: startAt, duration: 0, error: null });
    element.src = src;
    element.load();
    this.applyRate();
    if (autoplay) await this.play();
  }

  async play(): Promise<void> {
    const element = this.element;
    if (!element || !this.state.src) return;
    try {
      await element.play();
    } catch (error) {
      // A pause or a new track before playback began is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      this.update({ isPlaying: false, error: PLAYBACK_ERROR });
    }
  }

  pause(): void {
    this.element?.pause();
  }

  async toggle(): Promise<void> {
    if (this.state.isPlaying) this.pause();
    else await this.play();
  }

  /** Another source at the same moment, playing if this one was (switch audio). */
  async switchSource(src: string): Promise<void> {
    const { isPlaying } = this.state;
    const at = this.element?.currentTime ?? this.state.currentTime;
    await this.load(src, { autoplay: isPlaying, startAt: at });
  }

  seek(time: number): void {
    const element = this.element;
    if (!element) return;
    this.pendingSeek = null;
    const target = seekTarget(time, element.duration);
    element.currentTime = target;
    this.update({ currentTime: target });
  }

  skip(seconds: number): void {
    const element = this.element;
    if (!element) return;
    this.seek(skipTarget(element.currentTime, seconds, element.duration));
  }

  restart(): void {
    this.seek(0);
  }

  setTempo(percent: number): void {
    this.update({ tempo: clampTempo(percent) });
    this.applyRate();
  }

  setVolume(volume: number): void {
    const next = clampVolume(volume);
    this.update({ volume: next });
    if (this.element) this.element.volume = volumeToGain(next);
  }

  /** The rate survives loading a new source through defaultPlaybackRate; pitch stays put. */
  private applyRate() {
    const element = this.element;
    if (!element) return;
    const rate = tempoToRate(this.state.tempo);
    element.preservesPitch = true;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }

  private readonly handleMediaEvent = (event: Event) => {
    const element = this.element;
    if (!element || event.currentTarget !== element) return;
    if (event.type === 'error') {
      this.update({ isPlaying: false, error: this.state.src ? PLAYBACK_ERROR : null });
      return;
    }
    if (event.type === 'loadedmetadata') {
      this.applyRate();
      if (this.pendingSeek !== null) {
        element.currentTime = seekTarget(this.pendingSeek, element.duration);
        this.pendingSeek = null;
      }
    }
    this.update({
      isPlaying: !element.paused && !element.ended,
      currentTime: element.currentTime,
      duration: Number.isFinite(element.duration) ? element.duration : 0,
    });
  };

  private update(patch: Partial<TrackPlayerState>) {
    const next = { ...this.state, ...patch };
    const isSame = (Object.keys(patch) as (keyof TrackPlayerState)[]).every(
      (key) => next[key] === this.state[key],
    );
    if (isSame) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
