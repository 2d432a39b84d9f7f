// Tempo rules of the spec (section 5): BPM is an integer clamped to 0.3x-3x the item's default BPM (default
// 120), the player's tempo slider runs 50-150 % of the reference tempo.

export const DEFAULT_BPM = 120;
export const MIN_TEMPO_FACTOR = 0.5;
export const MAX_TEMPO_FACTOR = 1.5;

/** An integer BPM within 0.3x-3x of `defaultBpm`. */
export function clampBpm(bpm: number, defaultBpm = DEFAULT_BPM): number {
  const low = Math.ceil(0.3 * defaultBpm);
  const high = Math.floor(3 * defaultBpm);
  const value = Number.isFinite(bpm) ? Math.round(bpm) : defaultBpm;
  return Math.min(high, Math.max(low, value));
}

/** Throws unless 0.5 <= factor <= 1.5. */
export function assertTempoFactor(factor: number): number {
  if (!(factor >= MIN_TEMPO_FACTOR && factor <= MAX_TEMPO_FACTOR)) {
    throw new RangeError(
      `tempo factor must be from ${MIN_TEMPO_FACTOR} to ${MAX_TEMPO_FACTOR}, got ${factor}`,
    );
  }
  return factor;
}

/** Tempo factor of playing an item whose reference tempo is `referenceBpm` at `bpm`, limited to 50-150 %. */
export function tempoFactorFor(bpm: number, referenceBpm: number): number {
  return Math.min(MAX_TEMPO_FACTOR, Math.max(MIN_TEMPO_FACTOR, bpm / referenceBpm));
}
