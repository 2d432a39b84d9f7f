// Median of a short run of numbers without allocating: the caller lends a scratch array, which is sorted by
// insertion (the adaptive thresholds here look at about twenty values, where that beats anything cleverer).

export function medianInto(values: Float64Array, count: number, scratch: Float64Array): number {
  if (count <= 0) return 0;
  for (let i = 0; i < count; i++) {
    const v = values[i]!;
    let j = i - 1;
    while (j >= 0 && scratch[j]! > v) {
      scratch[j + 1] = scratch[j]!;
      j--;
    }
    scratch[j + 1] = v;
  }
  const middle = count >> 1;
  return count & 1 ? scratch[middle]! : 0.5 * (scratch[middle - 1]! + scratch[middle]!);
}
