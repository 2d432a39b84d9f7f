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

export const KNOWN_GAPS: readonly KnownGap[] = [
  {
    instrument: 'choir',
    fonts: ['FluidR3'],
    takes: ['wrong 25 %'],
    rules: ['25 % wrong notes keep rhythm'],
    why:
      '"Choir Aahs" is a pad whose notes swell in under the release of the one before. A note that follows ' +
      'one of another pitch starts where its own partials rose over those of the note it follows, at the ' +
      'pitches read (FluidR3 sings 10-35 cents flat), passing over the pieces the onsets cut a glide into ' +
      '(decisions 032, 037); a low note whose fundamental is weak is read at its own period ' +
      '(decision 033), or at the octave its frames read most (decision 038); a glide is heard at the ' +
      'pitch it reaches (decision 034), and a piece of it is placed by its partials at the pitch it had ' +
      'reached (decision 039); a crossfade can leave 134 ms unvoiced (decision 040). One take of 156 ' +
      'still fails, FluidR3 at 44.1 kHz with 25 % wrong notes, on rhythm (78): two steps start 80-95 ms ' +
      'late, and a repeated A3 and a G#3 are matched 130-135 ms early to pieces cut at a level dip.',
  },
];

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
