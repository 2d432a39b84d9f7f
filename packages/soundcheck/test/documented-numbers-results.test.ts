// The numbers docs/scoring.md states for a whole take (latency search windows, edge, quantile and agreement,
// feedback messages, pass, stars), pinned with takes placed just inside and just outside each boundary
// (issue 46). Every expected value is a literal read from the document's text, quoted beside it; the code's
// constants are deliberately not imported, so changing one fails a test here.
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

function note(at: number, midi: number, ms = 0): PlayedNote {
  return { onset: at + ms / 1000, offset: at + ms / 1000 + 0.35, midi, confidence: 0.95 };
}

/** Every note played `ms` after its place (the whole take delayed alike). */
function delayed(reference: readonly ReferenceNote[], ms: number | ((i: number) => number)) {
  return reference.map((n, i) => note(n.time, n.midi, typeof ms === 'number' ? ms : ms(i)));
}

function score(
  reference: readonly ReferenceNote[],
  played: readonly PlayedNote[],
  options: Partial<ScoreOptions> = {},
) {
  const takeDuration = reference[reference.length - 1]!.time + 2;
  return scoreTake(reference, played, { takeDuration, latencyMs: 0, calibrated: true, ...options });
}

const verdicts = (result: ReturnType<typeof score>) => new Set(result.notes.map((n) => n.verdict));
const errors = (result: ReturnType<typeof score>) =>
  new Set(result.notes.map((n) => n.onset_error_ms));

describe('calibrated: L within ±60 ms of the calibration', () => {
  // "With a calibration (`calibrated: true`, `L0` the device's measured figure) `δ` runs from −60 to +60 ms"
  // and "`calibrated` | a calibration was given: `L` is within ±60 ms of it". Calibrated at 100 ms.
  it.each([
    [60, 160, 0],
    [80, 160, 20],
    [-60, 40, 0],
    [-80, 40, -20],
  ])('a take %d ms off the calibration gets latency %d ms, notes off by %d', (ms, latency, off) => {
    const result = score(TEN, delayed(TEN, 100 + ms), { latencyMs: 100 });
    expect(result).toMatchObject({ latency_ms: latency, latency_status: 'calibrated' });
    expect(errors(result)).toEqual(new Set([off]));
  });

  // "Each offset counts the reference events ... that have a played onset within ±50 ms" and "a take that
  // lines up nowhere in that window keeps the calibration, and its notes are early or late by what they
  // are". Calibrated at 0: at +60 ms, a take 108 ms late is 48 ms off (a match), one 112 ms late 52 ms.
  it('matches onsets within ±50 ms of an offset: 108 ms late lines up, 112 ms late does not', () => {
    const near = score(TEN, delayed(TEN, 108));
    expect(near.latency_ms).toBe(60);
    expect(errors(near)).toEqual(new Set([48]));
    const far = score(TEN, delayed(TEN, 112));
    expect(far.latency_ms).toBe(0);
    expect(errors(far)).toEqual(new Set([112]));
    expect(verdicts(far)).toEqual(new Set(['late']));
  });

  // "`L` is then moved by the 35 % quantile (`latencyQuantile`) of the onset errors, at that offset". 21
  // notes played 0, 1, ..., 20 ms late: every offset from −5 to +25 ms matches all with full credit, so the
  // smallest, 0, wins; the 35 % quantile of 0..20 ms is 7 ms (the median would be 10).
  it('centres L on the 35 % quantile of the errors', () => {
    const reference = melody(21);
    expect(
      score(
        reference,
        delayed(reference, (i) => i),
      ).latency_ms,
    ).toBe(7);
  });
});

describe('uncalibrated: −250 to +650 ms, measured when more than 10 ms from either end', () => {
  // "Without one (`L0` = 0) `δ` runs from −250 to +650 ms", "in 5 ms steps", "ties going to the offset with
  // the higher total rhythm credit (tighter timing) and then to the smaller `|δ|`", "staying inside the
  // range", and "`measured` | no calibration: the best offset is inside the range (more than 10 ms,
  // `latencyEdgeMs`, from either end)", "`unmeasured` | ... the best offset is at the range's edge". A take
  // delayed by d matches everywhere with full credit from d − 25 to d + 25 ms (credit 1 up to 25 ms), so
  // its best offset is the step nearest 0 in that span: 635 ms for 658 (15 ms from the end), 640 for 662
  // (10 ms); −235 for −258, −240 for −262.
  it.each([
    [658, 650, 'measured'],
    [662, 650, 'unmeasured'],
    [-258, -250, 'measured'],
    [-262, -250, 'unmeasured'],
  ])('a take delayed %d ms gets latency %d ms, %s', (ms, latency, status) => {
    const result = score(TEN, delayed(TEN, ms), { calibrated: false });
    expect(result).toMatchObject({ latency_ms: latency, latency_status: status });
  });

  it('finds a delay inside the range to the millisecond', () => {
    // "uncalibrated, −200, 80, 250, 350, 500 and 600 ms are found to the millisecond and score 100"
    for (const ms of [-200, 600]) {
      const result = score(TEN, delayed(TEN, ms), { calibrated: false });
      expect(result).toMatchObject({ latency_ms: ms, latency_status: 'measured', score: 100 });
    }
  });

  // "at least a quarter of the events (`latencyMinMatchedShare`, at least 3) match there; or the take has
  // fewer played notes than that, too few to say otherwise". The other notes are a tritone off every
  // written pitch class, so they match no event at any offset.
  function agreeing(reference: readonly ReferenceNote[], right: number, others = true) {
    const played = reference.flatMap((n, i) =>
      i < right ? [note(n.time, n.midi)] : others ? [note(n.time, n.midi + 6)] : [],
    );
    return score(reference, played, { calibrated: false }).latency_status;
  }
  it('needs a quarter of the events to agree: 5 of 20 do, 4 do not', () => {
    expect(agreeing(TWENTY, 5)).toBe('measured');
    expect(agreeing(TWENTY, 4)).toBe('unmeasured');
    expect(agreeing(TWENTY, 4, false)).toBe('measured'); // 4 notes played: fewer than 5
  });
  it('needs at least 3 events to agree: 3 of 8 do, 2 do not', () => {
    const eight = melody(8);
    expect(agreeing(eight, 3)).toBe('measured');
    expect(agreeing(eight, 2)).toBe('unmeasured');
    expect(agreeing(eight, 2, false)).toBe('measured'); // 2 notes played: fewer than 3
  });
});

/**
 * `count` notes (TWENTY by default) played as: `ok` right and on time, `wrong` a semitone sharp on time,
 * `bad` a semitone sharp and 150 ms late (rhythm credit 0, still attempted), the rest (`missed`) not
 * played; wrong notes match no offset, so the latency stays on the right ones. The missed notes come
 * first, so the take stays complete.
 */
function mix({ ok = 0, wrong = 0, bad = 0, nonPitched = false, count = 20 }) {
  const reference = count === 20 ? TWENTY : melody(count);
  const missed = count - ok - wrong - bad;
  const played = reference.flatMap((n, i) => {
    if (i < missed) return [];
    const k = i - missed;
    return [note(n.time, k < ok ? n.midi : n.midi + 1, k < ok + wrong ? 0 : 150)];
  });
  return score(reference, played, { nonPitched });
}

describe('feedback message: first rule that applies', () => {
  // "| `percent_played < 18` | `Oh dear!` |", "| `pitch_score ≥ 90` and `rhythm_score ≥ 90` (non-pitched:
  // `rhythm_score ≥ 90`) | `Bravo!` |", "| `score ≥ 90` | `Excellent!` |", "| `score ≥ 70` | `Great job!`
  // |", "| `score ≥ 50` | `Good effort!` |", "| `score ≥ 30` | `Keep practising!` |", "| below | `Don't
  // give up!` |"; score = (pitch + rhythm) / 2, rhythm alone for non-pitched parts.
  it.each([
    [{ ok: 3 }, 15, 'Oh dear!'],
    [{ ok: 4 }, 100, 'Bravo!'],
    [{ ok: 18, wrong: 2 }, 95, 'Bravo!'], // pitch 90, rhythm 100
    [{ ok: 18, bad: 2 }, 90, 'Bravo!'], // pitch 90, rhythm 90
    [{ ok: 17, wrong: 3 }, 93, 'Excellent!'], // pitch 85
    [{ ok: 16, wrong: 4 }, 90, 'Excellent!'],
    [{ ok: 15, wrong: 5 }, 88, 'Great job!'], // 87.5
    [{ ok: 14, bad: 6 }, 70, 'Great job!'],
    [{ ok: 6, wrong: 10 }, 69, 'Good effort!'], // 16 attempted: pitch 37.5, rhythm 100: 68.75
    [{ ok: 13, bad: 7 }, 65, 'Good effort!'],
    [{ ok: 10, bad: 10 }, 50, 'Good effort!'],
    [{ ok: 9, bad: 11 }, 45, 'Keep practising!'],
    [{ ok: 6, bad: 14 }, 30, 'Keep practising!'],
    [{ ok: 5, bad: 15 }, 25, "Don't give up!"],
    [{ ok: 18, bad: 2, nonPitched: true }, 90, 'Bravo!'],
    [{ ok: 17, bad: 3, nonPitched: true }, 85, 'Great job!'],
  ])('%j: score (or percent played) %d, %s', (take, figure, message) => {
    const result = mix(take);
    expect(result.percent_played < 18 ? result.percent_played : result.score).toBe(figure);
    expect(result.message).toBe(message);
  });
});

describe('pass and stars', () => {
  // "`pass` | `complete` and `score ≥ 70` and `percent_played ≥ 70`"
  it.each([
    [{ ok: 14, bad: 6 }, true], // score 70
    [{ ok: 6, wrong: 10 }, false], // score 69, 80 % played
    [{ ok: 21, count: 30 }, true], // 70 % played
    [{ ok: 20, count: 29 }, false], // 69 % played
  ])('%j passes: %s', (take, pass) => {
    const result = mix(take);
    expect(result.complete).toBe(true);
    expect(result.pass).toBe(pass);
  });

  // "`stars` | `round(score / 100 × percent_played / 20)`, at most 5"
  it.each([
    [{ ok: 20 }, 5], // 100, 100 %
    [{ ok: 16 }, 4], // 100, 80 %
    [{ ok: 12 }, 3], // 100, 60 %
    [{ ok: 9, bad: 11 }, 2], // 45, 100 %: 2.25
    [{ ok: 5, bad: 15 }, 1], // 25, 100 %: 1.25
    [{ ok: 1 }, 0], // 100, 5 %: 0.25
  ])('%j gets %d stars', (take, stars) => {
    expect(mix(take).stars).toBe(stars);
  });
});
