// Picks the period from YIN's cumulative-mean-normalised difference (CMNDF). Dips are judged by the bottom of
// the parabola through them, not by their lowest sample: between samples the true dip can be much deeper
// (a period of 267.6 samples sampled at 268 leaves bright harmonics out of phase), and without this the
// decision would depend on the sample rate.

/** Bottom of the parabola through cmndf[lag-1..lag+1]. */
export function dipValue(cmndf: Float64Array, lag: number): number {
  const a = cmndf[lag - 1]!;
  const b = cmndf[lag]!;
  const c = cmndf[lag + 1]!;
  const curvature = a - 2 * b + c;
  if (curvature <= 0) return b;
  const bottom = b - ((a - c) * (a - c)) / (8 * curvature);
  return bottom > 0 ? bottom : 0;
}

/** A deeper dip counts within this ratio of the first dip's lag (two semitones) ... */
const NEARBY_RATIO = 1.12;
/** ... when its value is under this share of the first dip's. */
const MUCH_DEEPER = 0.6;

export function isDip(cmndf: Float64Array, lag: number): boolean {
  const value = cmndf[lag]!;
  return value <= cmndf[lag - 1]! && value < cmndf[lag + 1]!;
}

/**
 * The lag of the period, or -1 if there is no dip at all. cmndf must be valid up to maxLag + 1.
 * YIN's rule: the first dip under the threshold (or a much deeper one just beyond it). Failing that (noise,
 * an attack, a decaying tail), every multiple of the period dips about as deep and the deepest is a coin toss
 * between octaves, so the first dip nearly as deep as the deepest wins, which is the period itself.
 */
export function choosePeriod(
  cmndf: Float64Array,
  minLag: number,
  maxLag: number,
  threshold: number,
): number {
  const first = Math.max(1, minLag);
  let deepest = Infinity;
  for (let lag = first; lag <= maxLag; lag++) {
    if (!isDip(cmndf, lag)) continue;
    const value = dipValue(cmndf, lag);
    if (value < threshold)
      return preferShorterPeriod(cmndf, first, deeperJustBeyond(cmndf, lag, value, maxLag));
    if (value < deepest) deepest = value;
  }
  if (deepest === Infinity) return -1;
  const accept = deepest * 1.2 + 0.02;
  for (let lag = first; lag <= maxLag; lag++) {
    if (isDip(cmndf, lag) && dipValue(cmndf, lag) <= accept)
      return preferShorterPeriod(cmndf, first, lag);
  }
  return -1;
}

/**
 * A low piano string's partials are stretched (FluidR3's E2 measures 2.07, 3.07, 4.07 and 5.14 times its
 * fundamental), and its difference function can split the period's dip in two: a shallow one a few percent
 * short of the period, under the threshold, and the true one just beyond. When a dip within NEARBY_RATIO of
 * the first one under the threshold is much deeper, that is the period.
 */
function deeperJustBeyond(cmndf: Float64Array, lag: number, value: number, maxLag: number): number {
  const last = Math.min(maxLag, Math.floor(lag * NEARBY_RATIO));
  let best = lag;
  let bestValue = value * MUCH_DEEPER;
  for (let l = lag + 2; l <= last; l++) {
    if (!isDip(cmndf, l)) continue;
    const v = dipValue(cmndf, l);
    if (v < bestValue) {
      bestValue = v;
      best = l;
    }
  }
  return best;
}

/**
 * Noise raises the dip at the true period relative to the dips at its multiples (the cumulative mean behind
 * the normalisation is smaller at short lags), so the first dip under the threshold can be two or three
 * periods long; so does a second note still ringing (a let-ring guitar: 0.40 at the new note's period, 0.22
 * at twice it). If a dip at lag/k is nearly as deep, the period is that shorter one.
 */
function preferShorterPeriod(cmndf: Float64Array, minLag: number, best: number): number {
  const accept = dipValue(cmndf, best) * 1.5 + 0.1;
  for (let k = Math.floor(best / minLag); k >= 2; k--) {
    const centre = best / k;
    const from = Math.max(minLag, Math.floor(centre * 0.97));
    const to = Math.min(best - 1, Math.ceil(centre * 1.03));
    let lag = -1;
    let min = Infinity;
    for (let l = from; l <= to; l++) {
      if (cmndf[l]! < min) {
        min = cmndf[l]!;
        lag = l;
      }
    }
    if (lag > from && lag < to && dipValue(cmndf, lag) <= accept) return lag;
  }
  return best;
}
