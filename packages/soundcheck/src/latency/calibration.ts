// Latency calibration (DESIGN.md §4): the player plays a train of short chirps through the output
// and records the microphone from the same moment; the round trip is the lag at which the recorded
// input best matches the train (cross-correlation), refined below a sample. Irregular gaps between
// the chirps leave one clear peak; a chirp (1-6 kHz) has a sharp correlation peak even after a
// speaker and a room have filtered it. A peak less than 18 dB above the rest is not trusted.

/** Seconds (from the first) at which the chirps are played: irregular, so only one lag fits all. */
export const CALIBRATION_CLICK_TIMES: readonly number[] = [
  0, 0.45, 0.95, 1.4, 1.95, 2.4, 2.9, 3.35,
];
export const CLICK_SECONDS = 0.005;
export const DEFAULT_MAX_LATENCY = 0.6;
export const RELIABLE_PEAK_DB = 18;

export function calibrationClickTimes(): number[] {
  return [...CALIBRATION_CLICK_TIMES];
}

/** One chirp: 5 ms rising from 1 to 6 kHz under a Hann window. */
export function renderClick(sampleRate: number): Float32Array {
  const length = Math.max(8, Math.round(CLICK_SECONDS * sampleRate));
  const click = new Float32Array(length);
  const f0 = 1000;
  const f1 = Math.min(6000, sampleRate * 0.45);
  const duration = length / sampleRate;
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    const phase = 2 * Math.PI * (f0 * t + ((f1 - f0) * t * t) / (2 * duration));
    const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (length - 1));
    click[i] = 0.9 * window * Math.sin(phase);
  }
  return click;
}

export interface LatencyEstimate {
  latencyMs: number;
  reliable: boolean;
  peakToRestDb: number;
}

/**
 * Finds the round-trip latency in `input`, whose sample 0 is the moment the chirps' times count from.
 * Searches lags 0..maxLatency seconds.
 */
export function findLatency(
  input: Float32Array,
  sampleRate: number,
  clickTimes: readonly number[] = CALIBRATION_CLICK_TIMES,
  options: { maxLatency?: number } = {},
): LatencyEstimate {
  const click = renderClick(sampleRate);
  const maxLag = Math.round((options.maxLatency ?? DEFAULT_MAX_LATENCY) * sampleRate);
  const starts = clickTimes.map((time) => Math.round(time * sampleRate));
  const power = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let sum = 0;
    for (const start of starts) {
      const base = start + lag;
      const end = Math.min(click.length, input.length - base);
      for (let j = 0; j < end; j++) sum += click[j]! * input[base + j]!;
    }
    power[lag] = sum * sum;
  }
  let best = 0;
  for (let lag = 1; lag <= maxLag; lag++) if (power[lag]! > power[best]!) best = lag;

  // Peak against the mean of the lags away from it (±2 ms).
  const guard = Math.round(0.002 * sampleRate);
  let rest = 0;
  let count = 0;
  for (let lag = 0; lag <= maxLag; lag++) {
    if (Math.abs(lag - best) <= guard) continue;
    rest += power[lag]!;
    count++;
  }
  const mean = count > 0 ? rest / count : 0;
  const peak = power[best]!;
  const peakToRestDb = peak > 0 ? (mean > 0 ? 10 * Math.log10(peak / mean) : Infinity) : -Infinity;

  // Parabolic refinement on the correlation magnitude.
  let offset = 0;
  if (best > 0 && best < maxLag) {
    const a = Math.sqrt(power[best - 1]!);
    const b = Math.sqrt(peak);
    const c = Math.sqrt(power[best + 1]!);
    const denominator = a - 2 * b + c;
    if (denominator < 0) offset = (0.5 * (a - c)) / denominator;
  }
  return {
    latencyMs: ((best + offset) / sampleRate) * 1000,
    reliable: peakToRestDb >= RELIABLE_PEAK_DB,
    peakToRestDb,
  };
}
