// Frame sizes for the pitch detector, derived from the lowest frequency a part can play.
// The longest period must fit in the lag search (tau max), and the samples compared at that lag must still
// span at least two periods, so frame length + tau max <= FFT size with frame length >= 2 x tau max.

/** Lowest and highest pitch the engine supports overall: E1 (bass) to C7 (piccolo, soprano whistle). */
export const ENGINE_FMIN_HZ = 41.2;
export const ENGINE_FMAX_HZ = 2093;

/** Frequencies are searched a semitone beyond the stated range so a slightly mistuned edge note is found. */
const RANGE_MARGIN = 2 ** (1 / 12);

export interface PitchFrameLayout {
  /** Samples analysed per frame. */
  frameLength: number;
  /** FFT size for the autocorrelation (frameLength + maxLag <= fftSize). */
  fftSize: number;
  /** Shortest and longest period searched, in samples. */
  minLag: number;
  maxLag: number;
}

export function pitchFrameLayout(sampleRate: number, fmin: number, fmax: number): PitchFrameLayout {
  if (!(fmin > 0) || !(fmax > fmin)) {
    throw new RangeError(`Pitch range must satisfy 0 < fmin < fmax, got ${fmin}..${fmax} Hz`);
  }
  const maxLag = Math.ceil(sampleRate / (fmin / RANGE_MARGIN)) + 2;
  const minLag = Math.max(2, Math.floor(sampleRate / (fmax * RANGE_MARGIN)) - 1);
  let fftSize = 1024;
  while (fftSize < 3 * maxLag) fftSize *= 2;
  return { frameLength: fftSize - maxLag, fftSize, minLag, maxLag: Math.min(maxLag, fftSize >> 1) };
}
