// Where the engine does not yet hold the contract on the sampled corpus, measured, with the reason. The
// contract test fails on any violation not listed here, and on a listed gap that no longer occurs in a run
// that covers it, so the list shrinks as the engine improves and can never hide a new failure.
import type { SampledInstrumentName } from './instruments.js';

export interface KnownGap {
  instrument: SampledInstrumentName;
  /** The soundfonts it occurs with. */
  fonts: readonly string[];
  /** Take labels it occurs on (see contract.ts). */
  takes: readonly string[];
  /** Starts of the contract rules that fail (see contractViolations). */
  rules: readonly string[];
  why: string;
}

// None is left: every take of the corpus holds the contract (decision 041). The choir's were the last; their
// story is in decisions 032-041.
export const KNOWN_GAPS: readonly KnownGap[] = [];

export function knownGap(
  instrument: SampledInstrumentName,
  font: string,
  take: string,
  violation: string,
): KnownGap | undefined {
  return KNOWN_GAPS.find(
    (gap) =>
      gap.instrument === instrument &&
      gap.fonts.includes(font) &&
      gap.takes.includes(take) &&
      gap.rules.some((rule) => violation.startsWith(rule)),
  );
}
