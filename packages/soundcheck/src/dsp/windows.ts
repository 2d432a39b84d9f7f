// Analysis windows.

/** Periodic Hann window of `length` samples (the form whose overlapped copies sum to a constant). */
export function hannWindow(length: number): Float64Array {
  const window = new Float64Array(length);
  for (let i = 0; i < length; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length);
  return window;
}
