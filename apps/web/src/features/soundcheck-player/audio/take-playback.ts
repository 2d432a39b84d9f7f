// Plays back a recorded take (Perform's "Your Take"): the take's samples from an AudioBufferSourceNode
// at a context time, while the stem player plays the backing at the take's tempo from the same moment.
// Take seconds map to reference seconds through the tempo the take was recorded at.
import { volumeGain } from './stem-mix';

export interface RecordedTake {
  samples: Float32Array;
  sampleRate: number;
}

export interface TakePlayOptions {
  take: RecordedTake;
  /** Seconds into the take (after the latency skip) to start from; the take's start is reference 0. */
  from: number;
  /** Context time it plays at. */
  at: number;
  /** The tempo factor the take was recorded at. */
  tempoFactor: number;
  /** The take's measured latency: that much of its start is skipped so it lines up with the backing. */
  latencySeconds?: number;
}

interface Playing {
  source: AudioBufferSourceNode;
  at: number;
  from: number;
  tempoFactor: number;
  /** Take seconds left after `from`. */
  seconds: number;
}

export class TakePlayback {
  /** Called once when the take has played to its end (not after stop()). */
  onEnded?: () => void;
  private readonly gain: GainNode;
  private playing: Playing | null = null;
  private buffer: { take: RecordedTake; audio: AudioBuffer } | null = null;

  constructor(
    private readonly ctx: BaseAudioContext,
    destination: AudioNode,
  ) {
    this.gain = ctx.createGain();
    this.gain.gain.value = volumeGain(80);
    this.gain.connect(destination);
  }

  get isPlaying(): boolean {
    return this.playing !== null;
  }

  play(options: TakePlayOptions): void {
    this.stop();
    const audio = this.audioOf(options.take);
    const latency = Math.max(0, options.latencySeconds ?? 0);
    const offset = Math.min(Math.max(0, options.from + latency), audio.duration);
    const source = this.ctx.createBufferSource();
    source.buffer = audio;
    source.connect(this.gain);
    source.onended = () => {
      if (this.playing?.source !== source) return;
      this.playing = null;
      source.disconnect();
      this.onEnded?.();
    };
    source.start(options.at, offset);
    this.playing = {
      source,
      at: options.at,
      from: offset - latency,
      tempoFactor: options.tempoFactor,
      seconds: audio.duration - offset,
    };
  }

  stop(): void {
    const playing = this.playing;
    this.playing = null;
    if (!playing) return;
    playing.source.onended = null;
    playing.source.stop();
    playing.source.disconnect();
  }

  /** Reference seconds heard at `now`: take seconds x the take's tempo factor. */
  position(now = this.ctx.currentTime): number {
    const playing = this.playing;
    if (!playing) return 0;
    const elapsed = Math.min(Math.max(0, now - playing.at), playing.seconds);
    return (playing.from + elapsed) * playing.tempoFactor;
  }

  /** 0-100. */
  setVolume(percent: number): void {
    this.gain.gain.setTargetAtTime(volumeGain(percent), this.ctx.currentTime, 0.008);
  }

  dispose(): void {
    this.stop();
    this.onEnded = undefined;
    this.buffer = null;
    this.gain.disconnect();
  }

  private audioOf(take: RecordedTake): AudioBuffer {
    if (this.buffer?.take === take) return this.buffer.audio;
    const audio = this.ctx.createBuffer(1, Math.max(1, take.samples.length), take.sampleRate);
    audio.copyToChannel(take.samples as Float32Array<ArrayBuffer>, 0);
    this.buffer = { take, audio };
    return audio;
  }
}
