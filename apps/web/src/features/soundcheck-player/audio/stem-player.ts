// Plays one part's stems in sync through one time-stretcher: each stem (full, backing, solo) is a mono
// channel of the stretch node, split out to its own gain (the Audio choice) and a master gain (volume).
// Tempo changes keep the pitch; the playback-clock segments mirror the node's time map exactly, so
// position() is what is heard. Web Audio does not run in tests: the math lives in playback-clock.ts.
import { STEM_NAMES, type PartStems } from './exercise-media';
import { wrapInLoop, type LoopRange } from './loop';
import {
  changeTime,
  endTime,
  playbackPosition,
  pruneSegments,
  segmentAt,
  withChange,
  type ClockChange,
  type ClockSegment,
} from './playback-clock';
import { stemChannels, stemGains, volumeGain, type AudioMode } from './stem-mix';
import { createStretchNode, type StretchNode } from './stretch-node';

export { TakePlayback } from './take-playback';
export type { RecordedTake, TakePlayOptions } from './take-playback';
export type { AudioMode } from './stem-mix';

export const MIN_RATE = 0.5;
export const MAX_RATE = 1.5;
/** Time constant of gain changes: quick, but no click. */
const GAIN_SMOOTHING = 0.008;

export interface StemPlayOptions {
  /** Reference second to start from. */
  from: number;
  /** Context time it plays at; at least `latency` ahead of now for a clean start. */
  at: number;
}

export class StemPlayer {
  /** Called once when playback reaches the end (never while a loop is on). */
  onEnded?: () => void;
  /** The stretcher's latency in seconds (create() asks the node); start playback at least this far ahead. */
  latency = 0;
  private segments: ClockSegment[] = [];
  private stoppedAt = 0;
  private rate = 1;
  private loop: LoopRange | null = null;
  private seconds = 0;
  private volume = volumeGain(80);
  private endTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly gains: GainNode[];
  private readonly master: GainNode;
  private readonly splitter: ChannelSplitterNode;

  constructor(
    private readonly ctx: BaseAudioContext,
    destination: AudioNode,
    private readonly stretch: StretchNode,
  ) {
    this.splitter = ctx.createChannelSplitter(STEM_NAMES.length);
    this.master = ctx.createGain();
    this.master.gain.value = this.volume;
    const initial = stemGains('full');
    this.gains = STEM_NAMES.map((_, channel) => {
      const gain = ctx.createGain();
      gain.gain.value = initial[channel] ?? 0;
      this.splitter.connect(gain, channel);
      gain.connect(this.master);
      return gain;
    });
    stretch.connect(this.splitter);
    this.master.connect(destination);
  }

  /** A player with its stretch node (loads the worklet module the first time per context). */
  static async create(ctx: BaseAudioContext, destination: AudioNode): Promise<StemPlayer> {
    const stretch = await createStretchNode(ctx, STEM_NAMES.length);
    const player = new StemPlayer(ctx, destination, stretch);
    player.latency = await stretch.latency();
    return player;
  }

  get isPlaying(): boolean {
    return this.segments.length > 0;
  }

  /** Length of the longest stem in seconds. */
  get duration(): number {
    return this.seconds;
  }

  /** Replaces the stems (stops playback; the position goes back to 0). */
  load(stems: PartStems): void {
    this.stop(this.ctx.currentTime);
    const channels = stemChannels(stems, this.ctx.sampleRate);
    const hasAudio = STEM_NAMES.some((stem) => stems[stem]);
    this.seconds = hasAudio ? (channels[0]?.length ?? 0) / this.ctx.sampleRate : 0;
    this.stoppedAt = 0;
    void this.stretch.dropBuffers();
    void this.stretch.addBuffers(
      channels,
      channels.map((channel) => channel.buffer),
    );
  }

  play({ from, at }: StemPlayOptions): void {
    this.clearEndTimer();
    const start = wrapInLoop(Math.min(Math.max(0, from), this.seconds), this.loop);
    this.segments = [{ at, from: start, rate: this.rate, loop: this.loop }];
    // Silence until `at`: a pause just before (a seek) may still have sound in the stretcher's pipe.
    const now = this.ctx.currentTime;
    const gain = this.master.gain;
    gain.cancelScheduledValues(now);
    if (at > now + 0.02) gain.setTargetAtTime(0, now, GAIN_SMOOTHING / 2);
    gain.setTargetAtTime(this.volume, Math.max(now, at - 0.01), GAIN_SMOOTHING / 2);
    this.send();
  }

  pause(): void {
    if (!this.isPlaying) return;
    const now = this.ctx.currentTime;
    this.stoppedAt = this.position(now);
    // What the stretcher has in the pipe (its latency) would sound on: fade it out.
    this.setGain(this.master.gain, 0);
    this.stop(now);
  }

  /** Reference seconds heard at context time `now` (tempo and loop included). */
  position(now = this.ctx.currentTime): number {
    if (!this.isPlaying) return this.stoppedAt;
    return Math.min(playbackPosition(segmentAt(this.segments, now), now), this.seconds);
  }

  /** Tempo factor 0.5-1.5; while playing it applies from `when` (default: changeTime) without a jump. */
  setRate(rate: number, when?: number): void {
    this.rate = Math.min(MAX_RATE, Math.max(MIN_RATE, Number.isFinite(rate) ? rate : 1));
    this.change({ rate: this.rate }, when);
  }

  /** Loops a stretch of the reference timeline; outside it, playback jumps to its start. */
  setLoop(loop: LoopRange | null, when?: number): void {
    this.loop = loop && loop.end > loop.start ? { ...loop } : null;
    const next = this.loop;
    const isOutside = (time: number) => next !== null && (time < next.start || time >= next.end);
    if (!this.isPlaying) {
      if (next && isOutside(this.stoppedAt)) this.stoppedAt = next.start;
      return;
    }
    this.change({ loop: next }, when, (position) =>
      next && isOutside(position) ? next.start : position,
    );
  }

  setAudio(mode: AudioMode): void {
    const gains = stemGains(mode);
    this.gains.forEach((gain, channel) => this.setGain(gain.gain, gains[channel] ?? 0));
  }

  /** 0-100. */
  setVolume(percent: number): void {
    this.volume = volumeGain(percent);
    this.setGain(this.master.gain, this.volume);
  }

  dispose(): void {
    this.stop(this.ctx.currentTime);
    this.onEnded = undefined;
    void this.stretch.dropBuffers();
    this.stretch.disconnect();
    this.splitter.disconnect();
    for (const gain of this.gains) gain.disconnect();
    this.master.disconnect();
  }

  private change(change: ClockChange, when?: number, jump?: (position: number) => number) {
    if (!this.isPlaying) return;
    const now = this.ctx.currentTime;
    const latest = this.segments[this.segments.length - 1]!;
    const at = when ?? changeTime(latest, now);
    const segments = withChange(pruneSegments(this.segments, now), at, change);
    const changed = segments[segments.length - 1]!;
    if (jump) changed.from = jump(changed.from);
    this.segments = segments;
    this.send();
  }

  /** Hands the latest segment to the node (a complete state: it replaces anything the node had pending). */
  private send() {
    const segment = this.segments[this.segments.length - 1];
    if (!segment) return;
    void this.stretch.schedule({
      output: segment.at,
      active: true,
      input: segment.from,
      rate: segment.rate,
      loopStart: segment.loop?.start ?? 0,
      loopEnd: segment.loop?.end ?? 0,
    });
    this.armEndTimer();
  }

  private stop(now: number) {
    this.clearEndTimer();
    if (this.isPlaying) void this.stretch.schedule({ output: now, active: false });
    this.segments = [];
  }

  private armEndTimer() {
    this.clearEndTimer();
    const end = endTime(this.segments, this.seconds);
    if (end === null) return;
    this.endTimer = setTimeout(
      () => {
        this.endTimer = null;
        if (!this.isPlaying) return;
        // The audio clock can lag the timer (or stop, when the context is suspended): check again.
        if (this.ctx.currentTime < end - 0.002) return this.armEndTimer();
        this.stop(end);
        this.stoppedAt = this.seconds;
        this.onEnded?.();
      },
      Math.max(0, (end - this.ctx.currentTime) * 1000),
    );
  }

  private clearEndTimer() {
    if (this.endTimer !== null) clearTimeout(this.endTimer);
    this.endTimer = null;
  }

  private setGain(param: AudioParam, value: number) {
    param.setTargetAtTime(value, this.ctx.currentTime, GAIN_SMOOTHING);
  }
}
