// The median of a sorted run of values, as the sounding note's frames keep their pitches.

/** The median of the first `n` values of `sorted` (ascending). */
export function medianOf(sorted: Float64Array, n: number): number {
  const middle = n >> 1;
  return n & 1 ? sorted[middle]! : 0.5 * (sorted[middle - 1]! + sorted[middle]!);
}
