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
const LEVEL_SECONDS = 0.02;
const CHUNK_SECONDS = 0.1;
/** Every how many pitch frames (~11 ms each) a live pitch goes out. */
const PITCH_EVERY = 2;

export class InputProcessorCore {
  private readonly sampleRate: number;
  private readonly post: Post;
  private readonly levelFrames: number;
  private levelSum = 0;
  private levelPeak = 0;
  private levelCount = 0;
  private analyser: StreamingAnalyser | null = null;
  private state: 'idle' | 'waiting' | 'running' = 'idle';
  private startFrame = 0;
  private keepSamples = false;
  private chunk: Float32Array | null = null;
  private chunkFill = 0;
  private fed = 0;
  private pitchFrames = 0;

  constructor(options: { sampleRate: number; post: Post }) {
    this.sampleRate = options.sampleRate;
    this.post = options.post;
    this.levelFrames = Math.round(LEVEL_SECONDS * options.sampleRate);
  }

  command(cmd: InputCommand): void {
    switch (cmd.type) {
      case 'start':
        this.reset();
        this.startFrame = cmd.startFrame;
        this.keepSamples = cmd.keepSamples;
        this.analyser = cmd.analyse ? this.createAnalyser(cmd.analyse) : null;
        this.state = 'waiting';
        break;
      case 'monitor':
        this.reset();
        this.analyser = this.createAnalyser({
          fmin: cmd.fmin,
          fmax: cmd.fmax,
          nonPitched: false,
          chords: false,
        });
        this.startFrame = 0;
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

  process(block: Float32Array, frame: number): void {
    this.meter(block);
    if (this.state === 'idle') return;
    const end = frame + block.length;
    if (end <= this.startFrame) return;
    this.state = 'running';
    const from = Math.max(0, this.startFrame - frame);
    const samples = from > 0 ? block.subarray(from) : block;
    this.analyser?.process(samples);
    this.fed += samples.length;
    if (this.keepSamples) this.keep(samples);
  }

  private createAnalyser(options: AnalyseOptions) {
    return new StreamingAnalyser({
      sampleRate: this.sampleRate,
      fmin: options.fmin,
      fmax: options.fmax,
      nonPitched: options.nonPitched,
      chords: options.chords && !options.nonPitched,
      onNote: (note) => this.post({ type: 'note', note }),
      onPitch: (time, estimate) => {
        if (++this.pitchFrames % PITCH_EVERY !== 0) return;
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

  private keep(samples: Float32Array) {
    const size = Math.round(CHUNK_SECONDS * this.sampleRate);
    let offset = 0;
    while (offset < samples.length) {
      this.chunk ??= new Float32Array(size);
      const count = Math.min(samples.length - offset, size - this.chunkFill);
      this.chunk.set(samples.subarray(offset, offset + count), this.chunkFill);
      this.chunkFill += count;
      offset += count;
      if (this.chunkFill === size) this.flushChunk();
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
    this.analyser?.finish();
    if (this.keepSamples) this.flushChunk();
    const duration = this.fed / this.sampleRate;
    this.reset();
    this.post({ type: 'stopped', duration });
  }

  private reset() {
    this.analyser = null;
    this.state = 'idle';
    this.keepSamples = false;
    this.chunk = null;
    this.chunkFill = 0;
    this.fed = 0;
    this.pitchFrames = 0;
  }
}
