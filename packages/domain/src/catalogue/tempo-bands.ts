// The tempo a SoundCheck take was played at, as a percent of the exercise's tempo, and the bands the
// best results are kept in (decision 059): full tempo, and slower. An item's full-tempo best is the one
// that counts (its stars, the book's and the user's totals) when there is one, else its slower best.

/**
 * The tempos the player offers: the engine's SCORING_RULES.minTempoFactor..maxTempoFactor x 100 (the
 * domain depends on nothing of ours, so they are stated again here; a server test holds them equal).
 */
export const TEMPO_PERCENT = { min: 50, full: 100, max: 150 } as const;

export const TEMPO_BANDS = ['full', 'slower'] as const;
export type TempoBand = (typeof TEMPO_BANDS)[number];

export const TEMPO_MESSAGES = {
  outOfRange: `The tempo must be a whole percent from ${TEMPO_PERCENT.min} to ${TEMPO_PERCENT.max}.`,
} as const;

/** Full tempo or faster is 'full'; anything slower is 'slower'. */
export function tempoBand(tempo: number): TempoBand {
  return tempo >= TEMPO_PERCENT.full ? 'full' : 'slower';
}

/**
 * Of one item's kept results (at most one per band): the one that counts, and the slower one beside
 * it when both bands have one.
 */
export function countedResult<T extends { result: { tempo: number } }>(
  kept: readonly T[],
): { counted: T; slower: T | null } | undefined {
  const full = kept.find((row) => tempoBand(row.result.tempo) === 'full');
  const slower = kept.find((row) => tempoBand(row.result.tempo) === 'slower') ?? null;
  if (full) return { counted: full, slower };
  return slower ? { counted: slower, slower: null } : undefined;
}

/** countedResult per item, keyed by `keyOf` (an item id, or package and item), in first-seen order. */
export function countedResults<T extends { result: { tempo: number } }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
): Map<string, { counted: T; slower: T | null }> {
  const byKey = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const counted = new Map<string, { counted: T; slower: T | null }>();
  for (const [key, kept] of byKey) {
    const chosen = countedResult(kept);
    if (chosen) counted.set(key, chosen);
  }
  return counted;
}
