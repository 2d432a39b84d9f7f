// The scoring contract's rules on hand-made played notes (no audio): windows, verdicts, chords, latency
// search, completeness, stars, pass and messages.
import { describe, expect, it } from 'vitest';
import type { PlayedNote } from '../src/analysis/types.js';
import type { ReferenceNote } from '../src/reference/types.js';
import { FEEDBACK_MESSAGES, feedbackMessage, passes, starsFor } from '../src/scoring/feedback.js';
import { rhythmCredit } from '../src/scoring/rhythm-credit.js';
import { scoreTake, ScoringError } from '../src/scoring/score-take.js';
import { SCORING_RULES } from '../src/scoring/scoring-rules.js';

const reference: ReferenceNote[] = Array.from({ length: 20 }, (_, i) => ({
  time: 2 + i * 0.5,
  duration: 0.4,
  midi: 60 + (i % 5),
  velocity: 0.8,
}));

function play(
  shift = 0,
  edit: (note: PlayedNote, i: number) => PlayedNote = (n) => n,
): PlayedNote[] {
  return reference.map((note, i) =>
    edit(
      {
        onset: note.time + shift,
        offset: note.time + shift + 0.35,
        midi: note.midi,
        confidence: 0.95,
      },
      i,
    ),
  );
}

const takeDuration = 13;

describe('rhythm credit', () => {
  it('is full to 25 ms, zero from 100 ms, linear between', () => {
    expect(SCORING_RULES.rhythmFullCreditMs).toBe(25);
    expect(SCORING_RULES.rhythmZeroCreditMs).toBe(100);
    expect(rhythmCredit(0)).toBe(1);
    expect(rhythmCredit(-0.025)).toBe(1);
    expect(rhythmCredit(0.0625)).toBeCloseTo(0.5);
    expect(rhythmCredit(-0.08)).toBeCloseTo(0.2667, 3);
    expect(rhythmCredit(0.1)).toBe(0);
    expect(rhythmCredit(0.3)).toBe(0);
  });
});

describe('scoreTake', () => {
  it('gives a perfect take 100 with correct verdicts and the spec field names', () => {
    const result = scoreTake(reference, play(), { takeDuration });
    expect(Object.keys(result)).toEqual([
      'percent_played',
      'score',
      'pitch_score',
      'rhythm_score',
      'complete',
      'pass',
      'stars',
      'message',
      'latency_ms',
      'notes',
    ]);
    expect(result).toMatchObject({
      percent_played: 100,
      score: 100,
      pitch_score: 100,
      rhythm_score: 100,
    });
    expect(result.notes[0]).toEqual({
      time: 2,
      midi: 60,
      verdict: 'correct',
      played_midi: 60,
      onset_error_ms: 0,
    });
  });

  it('judges pitch within 50 cents, octave-exact unless asked otherwise', () => {
    const played = play(0, (note, i) => ({
      ...note,
      midi:
        i === 0
          ? note.midi! + 0.45
          : i === 1
            ? note.midi! + 0.6
            : i === 2
              ? note.midi! - 12
              : note.midi,
    }));
    const strict = scoreTake(reference, played, { takeDuration });
    expect(strict.notes.slice(0, 3).map((n) => n.verdict)).toEqual([
      'correct',
      'wrong_pitch',
      'wrong_pitch',
    ]);
    expect(strict.pitch_score).toBe(90);
    expect(strict.notes[1]!.played_midi).toBeCloseTo(61.6);
    const agnostic = scoreTake(reference, played, { takeDuration, octaveAgnostic: true });
    expect(agnostic.notes[2]!.verdict).toBe('correct');
  });

  it('calls notes early or late beyond 50 ms and grades rhythm by the windows', () => {
    const played = play(0, (note, i) => ({
      ...note,
      onset: note.onset + (i === 3 ? 0.075 : i === 4 ? -0.06 : 0),
    }));
    const result = scoreTake(reference, played, { takeDuration });
    expect(result.notes[3]).toMatchObject({ verdict: 'late', onset_error_ms: 75 });
    expect(result.notes[4]).toMatchObject({ verdict: 'early', onset_error_ms: -60 });
    expect(result.rhythm_score).toBe(
      Math.round((100 * (18 + rhythmCredit(0.075) + rhythmCredit(0.06))) / 20),
    );
    expect(result.latency_ms).toBe(0);
  });

  it('finds a constant latency within +/-250 ms of the given one', () => {
    for (const latency of [0.08, 0.25, -0.2]) {
      const result = scoreTake(reference, play(latency), { takeDuration: 14 });
      expect(result.latency_ms).toBe(Math.round(latency * 1000));
      expect(result.score).toBe(100);
    }
    const calibrated = scoreTake(reference, play(0.5), { takeDuration: 14, latencyMs: 400 });
    expect(calibrated.latency_ms).toBe(500);
    const beyond = scoreTake(reference, play(0.5), { takeDuration: 14 });
    expect(beyond.latency_ms).toBeLessThanOrEqual(250);
  });

  it('maps reference time through the tempo factor', () => {
    const slow = reference.map((note) => ({ ...note, time: note.time / 0.5 + 0.1 }));
    const played = slow.map((note) => ({
      onset: note.time,
      offset: note.time + 0.5,
      midi: note.midi,
      confidence: 1,
    }));
    const result = scoreTake(reference, played, {
      takeDuration: 30,
      tempoFactor: 0.5,
      latencyMs: 100,
    });
    expect(result.score).toBe(100);
    expect(result.latency_ms).toBe(100);
    expect(() => scoreTake(reference, played, { takeDuration: 30, tempoFactor: 1.6 })).toThrow(
      ScoringError,
    );
  });

  it('counts a note as attempted only with a played onset within 200 ms', () => {
    const played = play(0, (note, i) => ({ ...note, onset: note.onset + (i === 5 ? 0.23 : 0) }));
    const result = scoreTake(reference, played, { takeDuration });
    expect(result.notes[5]!.verdict).toBe('missed');
    expect(result.percent_played).toBe(95);
  });

  it('matches a chord to one played note of any of its pitches', () => {
    const chordReference: ReferenceNote[] = [
      { time: 1, duration: 1, midi: 60, velocity: 1 },
      { time: 1.01, duration: 1, midi: 64, velocity: 1 },
      { time: 2, duration: 1, midi: 62, velocity: 1 },
    ];
    const played: PlayedNote[] = [
      { onset: 1, offset: 1.9, midi: 64, confidence: 1 },
      { onset: 2, offset: 2.9, midi: 62, confidence: 1 },
    ];
    const result = scoreTake(chordReference, played, { takeDuration: 3.5 });
    expect(result.notes.map((n) => n.verdict)).toEqual(['correct', 'correct', 'correct']);
  });

  it('is complete only when the recording reaches the end and the player played to the end', () => {
    expect(scoreTake(reference, play(), { takeDuration: 11.6 }).complete).toBe(true);
    expect(scoreTake(reference, play(), { takeDuration: 11.4 }).complete).toBe(false);
    const stopped = play().slice(0, 17);
    expect(scoreTake(reference, stopped, { takeDuration }).complete).toBe(false);
    expect(scoreTake(reference, play().slice(0, 19), { takeDuration }).complete).toBe(true);
  });

  it('scores non-pitched parts on rhythm alone', () => {
    const played = play(0, (note, i) => ({
      ...note,
      midi: null,
      onset: note.onset + (i < 4 ? 0.075 : 0),
    }));
    const result = scoreTake(reference, played, { takeDuration, nonPitched: true });
    expect(result.pitch_score).toBeNull();
    expect(result.score).toBe(result.rhythm_score);
    expect(result.rhythm_score).toBe(Math.round((100 * (16 + 4 * rhythmCredit(0.075))) / 20));
    expect(result.notes[0]).toEqual({ time: 2, midi: 60, verdict: 'late', onset_error_ms: 75 });
    expect(result.notes[15]).toEqual({
      time: 9.5,
      midi: 60,
      verdict: 'correct',
      onset_error_ms: 0,
    });
  });

  it('rejects an empty reference', () => {
    expect(() => scoreTake([], [], { takeDuration: 1 })).toThrow(/no notes/);
  });
});

describe('stars, pass and messages', () => {
  it('stars = round(score/100 x percent_played/20), capped at 5', () => {
    expect(starsFor(100, 100)).toBe(5);
    expect(starsFor(80, 100)).toBe(4);
    expect(starsFor(100, 50)).toBe(3);
    expect(starsFor(70, 35)).toBe(1);
    expect(starsFor(0, 100)).toBe(0);
  });

  it('passes at the stated threshold when complete', () => {
    expect(passes(SCORING_RULES.passScore, SCORING_RULES.passPercentPlayed, true)).toBe(true);
    expect(passes(69, 100, true)).toBe(false);
    expect(passes(100, 69, true)).toBe(false);
    expect(passes(100, 100, false)).toBe(false);
  });

  it('uses the spec messages and bands', () => {
    expect(feedbackMessage(17, 100, 100, 100)).toBe(FEEDBACK_MESSAGES.ohDear);
    expect(feedbackMessage(18, 95, 90, 90)).toBe('Bravo!');
    expect(feedbackMessage(100, 100, null, 95)).toBe('Bravo!');
    expect(feedbackMessage(100, 92, 100, 84)).toBe('Excellent!');
    expect(feedbackMessage(100, 70, 80, 60)).toBe('Great job!');
    expect(feedbackMessage(100, 50, 50, 50)).toBe('Good effort!');
    expect(feedbackMessage(100, 30, 30, 30)).toBe('Keep practising!');
    expect(feedbackMessage(100, 29, 29, 29)).toBe("Don't give up!");
  });
});
