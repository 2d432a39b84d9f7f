// The numbers docs/scoring.md states for judging each note (pitch tolerance, rhythm credit, early/late,
// attempt window, chord window, wrong-pitch cost, glides, `complete`), pinned with notes placed just inside
// and just outside each boundary (issue 46). Every expected value is a literal read from the document's text,
// quoted beside it; the code's constants are deliberately not imported, so changing one fails a test here.
import { describe, expect, it } from 'vitest';
import type { PlayedNote } from '../src/analysis/types.js';
import type { ReferenceNote } from '../src/reference/types.js';
import { scoreTake } from '../src/scoring/score-take.js';
import type { ScoreOptions } from '../src/scoring/types.js';

/** `count` single notes 0.5 s apart from 2 s, cycling C4-E4 (five pitch classes: neighbours never alias). */
function melody(count: number): ReferenceNote[] {
  return Array.from({ length: count }, (_, i) => ({
    time: 2 + i * 0.5,
    duration: 0.4,
    midi: 60 + (i % 5),
    velocity: 0.8,
  }));
}

const TEN = melody(10);
const TWENTY = melody(20);

/** A note `ms` after `at` (s), `length` s long. */
function note(at: number, midi: number, ms = 0, length = 0.35): PlayedNote {
  return { onset: at + ms / 1000, offset: at + ms / 1000 + length, midi, confidence: 0.95 };
}

/** Every note of `reference` played on time at its pitch, except what `change` returns for it. */
function play(
  reference: readonly ReferenceNote[],
  change: (i: number, n: ReferenceNote) => PlayedNote | PlayedNote[] | null = (_, n) =>
    note(n.time, n.midi),
): PlayedNote[] {
  return reference.flatMap((n, i) => change(i, n) ?? []);
}

/** Scored with a calibration of 0 ms (searched within ±60 ms of it), the take 1 s longer than the part. */
function score(
  reference: readonly ReferenceNote[],
  played: readonly PlayedNote[],
  options: Partial<ScoreOptions> = {},
) {
  const takeDuration = reference[reference.length - 1]!.time + 1;
  return scoreTake(reference, played, { takeDuration, latencyMs: 0, calibrated: true, ...options });
}

/**
 * TEN with its fifth note (4 s, E4) replaced by `changed`, the other nine on time: the latency follows the
 * nine (the search counts matches first, then the 35 % quantile of the errors re-centres on them), so the
 * fifth note's error is what it was played at.
 */
function fifthNote(
  changed: (at: number, midi: number) => PlayedNote | PlayedNote[] | null,
  index = 4,
) {
  const result = score(
    TEN,
    play(TEN, (i, n) => (i === index ? changed(n.time, n.midi) : note(n.time, n.midi))),
  );
  expect(result.latency_ms).toBe(0);
  return { ...result, fifth: result.notes[index]! };
}

describe('pitch tolerance: 50 cents', () => {
  // "| `wrong_pitch` | pitched part, played pitch more than 50 cents off |" and "`pitch_score` | attempted
  // events whose played pitch is within 50 cents of the written pitch ... / attempted events × 100"
  it.each([
    [49, 'correct', 100],
    [-49, 'correct', 100],
    [50, 'correct', 100],
    [-50, 'correct', 100],
    [51, 'wrong_pitch', 90],
    [-51, 'wrong_pitch', 90],
  ])('a note %d cents off is %s (pitch_score %d)', (cents, verdict, pitchScore) => {
    const { fifth, pitch_score } = fifthNote((at, midi) => note(at, midi + cents / 100));
    expect(fifth.verdict).toBe(verdict);
    expect(pitch_score).toBe(pitchScore);
  });

  // "Pitch: right when the played pitch is within 50 cents of any of the chord's notes"
  const chord = TEN.flatMap((n, i) =>
    i === 4 ? [60, 64, 67].map((midi) => ({ ...n, midi })) : [n],
  );
  it.each([
    [66.51, 'correct'],
    [66.49, 'wrong_pitch'],
    [67.49, 'correct'],
    [67.51, 'wrong_pitch'],
    [59.51, 'correct'],
    [59.49, 'wrong_pitch'],
  ])('a C-E-G chord heard at MIDI %d is %s, for each of its notes', (midi, verdict) => {
    const result = score(
      chord,
      play(TEN, (i, n) => note(n.time, i === 4 ? midi : n.midi)),
    );
    expect(result.notes.slice(4, 7).map((n) => n.verdict)).toEqual([verdict, verdict, verdict]);
  });
});

describe('rhythm credit: 1 up to 25 ms, 0 from 100 ms, linear between', () => {
  // "`rhythm_score` | mean over attempted events of a credit from the onset error `e` (take time): 1 when
  // `|e| ≤ 25 ms`, 0 when `|e| ≥ 100 ms`, linear in between; × 100, rounded". Nine notes on time and one off
  // by `ms`: rhythm_score = round(100 × (9 + credit) / 10).
  it.each([
    [25, 100], // credit 1
    [-25, 100],
    [30, 99], // credit 70/75: 99.3
    [-30, 99],
    [62.5, 95], // half way: credit 0.5
    [-62.5, 95],
    [80, 93], // credit 20/75: 92.7
    [95, 91], // credit 5/75: 90.7
    [-95, 91],
    [100, 90], // credit 0
    [-100, 90],
    [150, 90],
  ])('one note of ten %d ms off gives rhythm_score %d', (ms, rhythm) => {
    const result = fifthNote((at, midi) => note(at, midi, ms));
    expect(result.percent_played).toBe(100);
    expect(result.rhythm_score).toBe(rhythm);
  });
});

describe('early and late: beyond ±50 ms, on the reported whole milliseconds', () => {
  // "| `early` / `late` | onset error beyond ±50 ms, judged on the reported whole milliseconds (a note shown
  // at -50 is on time) | `onset_error_ms` (negative early, positive late; take time)"
  it.each([
    [-50, 'correct', -50],
    [50, 'correct', 50],
    [50.4, 'correct', 50],
    [-50.4, 'correct', -50],
    [50.6, 'late', 51],
    [51, 'late', 51],
    [-51, 'early', -51],
    [-50.6, 'early', -51],
  ])('a note %d ms off is %s, shown at %d ms', (ms, verdict, shown) => {
    const { fifth } = fifthNote((at, midi) => note(at, midi, ms));
    expect(fifth).toMatchObject({ verdict, onset_error_ms: shown });
  });
});

describe('attempt window: ±200 ms', () => {
  // "Each reference event takes the nearest played note whose onset is within ±200 ms of its expected time
  // ... An event with a partner is **attempted**"; "| `missed` | not attempted |"; "`percent_played` |
  // attempted events / all reference events × 100, rounded"
  it.each([
    [199, 'late', 100],
    [-199, 'early', 100],
    [201, 'missed', 90],
    [-201, 'missed', 90],
  ])('a note %d ms off is %s (percent_played %d)', (ms, verdict, percent) => {
    const { fifth, percent_played } = fifthNote((at, midi) => note(at, midi, ms));
    expect(fifth.verdict).toBe(verdict);
    expect(percent_played).toBe(percent);
  });
});

describe('chord window: 30 ms from the event’s first note', () => {
  // "a note that starts at most 30 ms (`chordWindowMs`) after the first note of the current event joins it,
  // otherwise it starts a new event. The window is measured from the event's first note"; "each note of a
  // chord gets the chord's verdict" and "`percent_played` ... count events, not notes". Only the E4 at 4 s
  // is played: a G4 grouped with it shares its verdict, a G4 of its own is missed.
  const withG = (ms: number) => [
    ...TEN,
    { time: 4 + ms / 1000, duration: 0.4, midi: 67, velocity: 0.8 },
  ];
  it.each([
    [30, 'correct', 100],
    [31, 'missed', 91],
  ])('a G4 %d ms after the E4 is %s (percent_played %d)', (ms, verdict, percent) => {
    const result = score(withG(ms), play(TEN));
    expect(result.notes.find((n) => n.midi === 67)!.verdict).toBe(verdict);
    expect(result.percent_played).toBe(percent);
  });

  it('does not chain: notes 20 ms apart make a chord of two and a note of its own', () => {
    const run = [20, 40].map((ms, k) => ({
      time: 4 + ms / 1000,
      duration: 0.4,
      midi: 65 + k,
      velocity: 1,
    }));
    const result = score([...TEN, ...run], play(TEN));
    expect(result.notes.slice(4, 7).map((n) => n.verdict)).toEqual([
      'correct',
      'correct',
      'missed',
    ]);
  });
});

describe('a wrong pitch counts as 60 ms extra when choosing played notes', () => {
  // "pairs are taken greedily by distance, a wrong pitch counting as 60 ms extra unless it glides into the
  // right one". A 20 ms F4 at +30 ms (30 + 60 = 90 ms) competes with an E4 after it; the E4 starts over
  // 30 ms after the F4 ends, so it is no glide.
  it.each([
    [85, 'late', 85],
    [95, 'wrong_pitch', 30],
  ])('the E4 at +%d ms: the event is %s, at %d ms', (ms, verdict, shown) => {
    const { fifth } = fifthNote((at, midi) => [note(at, midi + 1, 30, 0.02), note(at, midi, ms)]);
    expect(fifth).toMatchObject({ verdict, onset_error_ms: shown });
  });
});

describe('glides: the next note starting within 30 ms of the end of the one before', () => {
  // "when one of the next two played notes, each starting within 30 ms of the end of the one before, is
  // within 50 cents of the written pitch ... The event then keeps the first note's onset, is judged and
  // reported (`played_midi`) at that note's pitch". A 20 ms F4 on time, then the E4 after a gap.
  it.each([
    [28, 'correct', 0, 64],
    [33, 'late', 53, 64],
  ])('after a gap of %d ms the event is %s at %d ms, heard at %d', (gap, verdict, shown, heard) => {
    const { fifth } = fifthNote((at, midi) => [
      note(at, midi + 1, 0, 0.02),
      note(at, midi, 20 + gap),
    ]);
    expect(fifth).toMatchObject({ verdict, onset_error_ms: shown, played_midi: heard });
  });

  // "one of the next two played notes": F4s of 20 ms every 40 ms, then the E4. After two F4s the first
  // leads into it (0 ms); after three only the second does (40 ms), a cheaper pair than the first F4 alone
  // (0 + 60 ms).
  it.each([
    [2, 0],
    [3, 40],
  ])('after %d wrong notes the event is correct at %d ms', (wrong, shown) => {
    const { fifth } = fifthNote((at, midi) => [
      ...Array.from({ length: wrong }, (_, k) => note(at, midi + 1, 40 * k, 0.02)),
      note(at, midi, 40 * wrong),
    ]);
    expect(fifth).toMatchObject({ verdict: 'correct', onset_error_ms: shown, played_midi: 64 });
  });

  // "and starts within 500 ms of the expected time": the last note (nothing due after it), an F4 held
  // until 20 ms before its E4.
  it.each([
    [496, 'correct'],
    [504, 'wrong_pitch'],
  ])('the right pitch reached at +%d ms: %s', (ms, verdict) => {
    const { fifth } = fifthNote(
      (at, midi) => [note(at, midi + 1, 0, (ms - 20) / 1000), note(at, midi, ms)],
      9,
    );
    expect(fifth).toMatchObject({ verdict, onset_error_ms: 0 });
  });
});

describe('complete: 100 ms after the last onset, and one of the last 10 % attempted', () => {
  // "`complete` | the take lasts until at least 100 ms after the last note's expected onset **and** one of
  // the last 10 % of the reference events (at least one) was attempted". TWENTY's last note is at 11.5 s.
  it.each([
    [11.601, true],
    [11.599, false],
  ])('a take of %d s is complete: %s', (takeDuration, complete) => {
    expect(score(TWENTY, play(TWENTY), { takeDuration }).complete).toBe(complete);
  });

  // Of 20 events the last 10 % are the last two.
  it.each([
    [[19], true],
    [[18, 19], false],
  ])('missing events %j leaves complete %s', (missing, complete) => {
    const played = play(TWENTY, (i, n) => (missing.includes(i) ? null : note(n.time, n.midi)));
    expect(score(TWENTY, played).complete).toBe(complete);
  });
});
