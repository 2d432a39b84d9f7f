// Spectra of recent audio at about 90 ms frames (the power of two of samples of at least 80 ms: 4096 at
// 44.1 and 48 kHz, 11 Hz bins), read from the streaming analyser's ring of recent samples when a note is
// judged: where it began (legato-start.ts) and what was struck there (struck-pitch.ts). Every buffer is
// allocated up front.
import { RealFft } from '../dsp/real-fft.js';
import { hannWindow } from '../dsp/windows.js';

/** Reads the `length` samples ending at stream position `end` into `target`; false when not all are held. */
export type SampleReader = (target: Float64Array, end: number, length: number) => boolean;

/** Frames last at least this long (s). */
const FRAME_SECONDS = 0.08;

/** Samples in a frame at `sampleRate`: the power of two at or above FRAME_SECONDS. */
export function heldFrameLength(sampleRate: number): number {
  let length = 256;
  while (length < FRAME_SECONDS * sampleRate) length *= 2;
  return length;
}

export class HeldSpectrum {
  readonly length: number;
  readonly binHz: number;
  /** The last frame's spectrum, bins 0..length/2. */
  readonly re: Float64Array;
  readonly im: Float64Array;
  private readonly read: SampleReader;
  private readonly fft: RealFft;
  private readonly window: Float64Array;
  private readonly frame: Float64Array;

  constructor(sampleRate: number, read: SampleReader) {
    this.read = read;
    this.length = heldFrameLength(sampleRate);
    this.binHz = sampleRate / this.length;
    this.fft = new RealFft(this.length);
    this.window = hannWindow(this.length);
    this.frame = new Float64Array(this.length);
    this.re = new Float64Array(this.length / 2 + 1);
    this.im = new Float64Array(this.length / 2 + 1);
  }

  /** Transforms the Hann-windowed frame ending at stream position `end`; false when it is not held. */
  transform(end: number): boolean {
    if (!this.read(this.frame, end, this.length)) return false;
    const frame = this.frame;
    for (let i = 0; i < this.length; i++) frame[i] = frame[i]! * this.window[i]!;
    this.fft.forward(frame, this.re, this.im);
    return true;
  }

  /** Power of bin `k` of the last frame. */
  power(k: number): number {
    return this.re[k]! * this.re[k]! + this.im[k]! * this.im[k]!;
  }
}
