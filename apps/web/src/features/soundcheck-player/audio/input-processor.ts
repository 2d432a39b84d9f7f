// The input worklet's logic as a plain class (the AudioWorkletProcessor in input-worklet.ts only
// forwards to it), so it runs and is tested in Node: it meters the microphone, and from an exact
// frame on it feeds the engine's StreamingAnalyser (notes, live pitch) and keeps the take's samples.
import { StreamingAnalyser } from '@bandbook/soundcheck';
import type { PlayedNote } from '@bandbook/soundcheck';

export interface AnalyseOptions {
  fmin?: number;
  fmax?: number;
  nonPitched: boolean;
  chords: boolean;
}

export type InputCommand =
  | { type: 'start'; startFrame: number; analyse: AnalyseOptions | null; keepSamples: boolean }
  | { type: 'stop' }
  | { type: 'monitor'; fmin?: number; fmax?: number }
  | { type: 'idle' };

export type InputMessage =
  | { type: 'level'; rms: number; peak: number }
  | { type: 'pitch'; time: number; hz: number | null; confidence: number }
  | { type: 'note'; note: PlayedNote }
  | { type: 'samples'; data: Float32Array }
  | { type: 'stopped'; duration: number };

type Post = (message: InputMessage, transfer?: Transferable[]) => void;

/** Seconds of audio per level message and per kept-samples chunk. */
export const LEVEL_SECONDS = 0.02;
export const CHUNK_SECONDS = 0.1;
/** Longest run of missing input frames filled with silence (s); a longer gap is not a take. */
const MAX_GAP_SECONDS = 5;

export class InputProcessorCore {
  private readonly sampleRate: number;
  private readonly post: Post;
  private readonly levelFrames: number;
  private readonly chunkFrames: number;
  private readonly silence = new Float32Array(128);
  private levelSum = 0;
  private levelPeak = 0;
  private levelCount = 0;
  private analyser: StreamingAnalyser | null = null;
  private state: 'idle' | 'waiting' | 'running' = 'idle';
  private startFrame = 0;
  /** The context frame the next analysed sample belongs to (missing frames become silence). */
  private nextFrame = 0;
  private keepSamples = false;
  private chunk: Float32Array | null = null;
  private chunkFill = 0;
  private fed = 0;

  constructor(options: { sampleRate: number; post: Post }) {
    this.sampleRate = options.sampleRate;
    this.post = options.post;
    this.levelFrames = Math.round(LEVEL_SECONDS * options.sampleRate);
    this.chunkFrames = Math.round(CHUNK_SECONDS * options.sampleRate);
  }

  command(cmd: InputCommand): void {
    switch (cmd.type) {
      case 'start':
        this.reset();
        this.startFrame = cmd.startFrame;
        this.keepSamples = cmd.keepSamples;
        this.analyser = cmd.analyse ? this.createAnalyser(cmd.analyse, true) : null;
        this.state = 'waiting';
        break;
      case 'monitor':
        // The tuner: live pitch from the next block on, no notes, no samples, no take.
        this.reset();
        this.analyser = this.createAnalyser(
          { fmin: cmd.fmin, fmax: cmd.fmax, nonPitched: false, chords: false },
          false,
        );
        this.startFrame = -Infinity;
        this.state = 'waiting';
        break;
      case 'stop':
        this.stop();
        break;
      case 'idle':
        this.reset();
        break;
    }
  }

  /** One render quantum of the microphone; `frame` is the context frame of its first sample. */
  process(block: Float32Array, frame: number): void {
    this.meter(block);
    if (this.state === 'idle') return;
    const end = frame + block.length;
    if (end <= this.startFrame) return;
    if (this.state === 'waiting') {
      this.state = 'running';
      this.nextFrame = Math.max(frame, this.startFrame);
    }
    // Frames that never arrived (no input channel for a while) are silence: take time stays
    // context time minus the start.
    if (frame > this.nextFrame) this.feedSilence(frame - this.nextFrame);
    const from = this.nextFrame - frame;
    if (from >= block.length) return;
    const samples = from > 0 ? block.subarray(from) : block;
    this.feed(samples);
    this.nextFrame = end;
  }

  private feed(samples: Float32Array) {
    this.analyser?.process(samples);
    this.fed += samples.length;
    if (this.keepSamples) this.keep(samples);
  }

  private feedSilence(frames: number) {
    let left = Math.min(frames, Math.round(MAX_GAP_SECONDS * this.sampleRate));
    this.nextFrame += frames;
    while (left > 0) {
      const count = Math.min(left, this.silence.length);
      this.feed(count === this.silence.length ? this.silence : this.silence.subarray(0, count));
      left -= count;
    }
  }

  private createAnalyser(options: AnalyseOptions, postNotes: boolean) {
    return new StreamingAnalyser({
      sampleRate: this.sampleRate,
      fmin: options.fmin,
      fmax: options.fmax,
      nonPitched: options.nonPitched,
      chords: options.chords && !options.nonPitched,
      onNote: postNotes ? (note) => this.post({ type: 'note', note }) : () => undefined,
      // Every pitch frame (512 samples at 44.1/48 kHz: four render quanta, ~11 ms) goes out.
      onPitch: (time, estimate) => {
        this.post({
          type: 'pitch',
          time,
          hz: estimate.voiced && estimate.frequency > 0 ? estimate.frequency : null,
          confidence: estimate.confidence,
        });
      },
    });
  }

  private meter(block: Float32Array) {
    for (let i = 0; i < block.length; i++) {
      const sample = block[i]!;
      this.levelSum += sample * sample;
      const magnitude = sample < 0 ? -sample : sample;
      if (magnitude > this.levelPeak) this.levelPeak = magnitude;
    }
    this.levelCount += block.length;
    if (this.levelCount >= this.levelFrames) {
      this.post({
        type: 'level',
        rms: Math.sqrt(this.levelSum / this.levelCount),
        peak: this.levelPeak,
      });
      this.levelSum = 0;
      this.levelPeak = 0;
      this.levelCount = 0;
    }
  }

  /** Copies into the current chunk sample by sample (no views per block); full chunks go out. */
  private keep(samples: Float32Array) {
    let offset = 0;
    while (offset < samples.length) {
      const chunk = (this.chunk ??= new Float32Array(this.chunkFrames));
      const count = Math.min(samples.length - offset, chunk.length - this.chunkFill);
      let fill = this.chunkFill;
      for (let i = 0; i < count; i++) chunk[fill++] = samples[offset + i]!;
      this.chunkFill = fill;
      offset += count;
      if (fill === chunk.length) this.flushChunk();
    }
  }

  private flushChunk() {
    if (!this.chunk || this.chunkFill === 0) return;
    const data =
      this.chunkFill === this.chunk.length ? this.chunk : this.chunk.slice(0, this.chunkFill);
    this.post({ type: 'samples', data }, [data.buffer]);
    this.chunk = null;
    this.chunkFill = 0;
  }

  private stop() {
    if (this.state === 'idle') {
      this.post({ type: 'stopped', duration: 0 });
      return;
    }
    // finish() flushes the sounding note through onNote, so its message precedes 'stopped'.
    this.analyser?.finish();
    if (this.keepSamples) this.flushChunk();
    const duration = this.fed / this.sampleRate;
    this.reset();
    this.post({ type: 'stopped', duration });
  }

  private reset() {
    this.analyser = null;
    this.state = 'idle';
    this.startFrame = 0;
    this.nextFrame = 0;
    this.keepSamples = false;
    this.chunk = null;
    this.chunkFill = 0;
    this.fed = 0;
  }
}
