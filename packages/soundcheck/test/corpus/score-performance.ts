// Analyses and scores a performed take against its reference part, as the CLI and the player do.
import { analyseTake } from '../../src/analysis/analyse-take.js';
import type { ReferenceNote } from '../../src/reference/types.js';
import { scoreTake } from '../../src/scoring/score-take.js';
import type { ScoreResult } from '../../src/scoring/types.js';
import { drumPart, melodyPart } from './reference-parts.js';
import { TIMBRE_RANGES } from './pitch-corpus.js';
import { performTake } from './takes.js';
import type { PerformedTake, Performance } from './takes.js';

export interface ScoredPerformance {
  result: ScoreResult;
  take: PerformedTake;
  reference: ReferenceNote[];
}

export function scorePerformance(
  performance: Performance,
  scoring: { latencyMs?: number; calibrated?: boolean; octaveAgnostic?: boolean } = {},
): ScoredPerformance {
  const { timbre } = performance;
  const nonPitched = timbre === 'drums';
  const reference = nonPitched ? drumPart() : melodyPart(timbre);
  const take = performTake(reference, performance);
  const range = nonPitched ? undefined : TIMBRE_RANGES[timbre];
  const analysis = analyseTake(take.samples, {
    sampleRate: take.sampleRate,
    fmin: range?.fmin,
    fmax: range?.fmax,
    nonPitched,
  });
  const result = scoreTake(reference, analysis.notes, {
    takeDuration: analysis.duration,
    tempoFactor: performance.tempoFactor,
    nonPitched,
    ...scoring,
  });
  return { result, take, reference };
}
