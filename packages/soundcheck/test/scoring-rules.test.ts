// Long because: the scoring contract's rules as hand-made played notes, a case per rule of
// docs/scoring.md, kept together as the contract is.
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
      'latency_status',
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

  it('hears a note that glides into its pitch at the pitch it reaches, from where the glide began', () => {
    // Note 3 (E flat, 63) reached from D through two pieces between, as a choir's crossfade reads.
    const played = play(0, (note) => note).flatMap((note, i) =>
      i === 3
        ? [
            { ...note, onset: 3.51, offset: 3.6, midi: 62.3 },
            { ...note, onset: 3.6, offset: 3.72, midi: 62.4 },
            { ...note, onset: 3.72, offset: 3.85, midi: 63.05 },
          ]
        : [note],
    );
    const result = scoreTake(reference, played, { takeDuration });
    expect(result.notes[3]).toMatchObject({
      verdict: 'correct',
      played_midi: 63.05,
      onset_error_ms: 10,
    });
    expect(result.pitch_score).toBe(100);
    expect(result.percent_played).toBe(100);
  });

  it('keeps a wrong note wrong when the right pitch comes after a break, too late, or when the next note is due', () => {
    // C, D, D, E, 1.2 s apart; each case below plays the first D differently.
    const written: ReferenceNote[] = [60, 62, 62, 64].map((midi, i) => ({
      time: 1 + i * 1.2,
      duration: 1,
      midi,
      velocity: 0.8,
    }));
    const note = (onset: number, offset: number, midi: number): PlayedNote => ({
      onset,
      offset,
      midi,
      confidence: 0.95,
    });
    const firstD = (...pieces: PlayedNote[]) =>
      scoreTake(written, [note(1, 2.1, 60), ...pieces, note(3.4, 4.5, 62), note(4.6, 5.5, 64)], {
        takeDuration: 6,
        latencyMs: 0,
      }).notes[1]!.verdict;
    // Reached 450 ms after the expected onset, through a piece between: the glide is heard at D.
    expect(firstD(note(2.2, 2.45, 61), note(2.45, 2.65, 61.3), note(2.65, 3.3, 62))).toBe(
      'correct',
    );
    // Reached 550 ms after it: later than glideReachMs.
    expect(firstD(note(2.2, 2.5, 61), note(2.5, 2.75, 61.3), note(2.75, 3.3, 62))).toBe(
      'wrong_pitch',
    );
    // The right pitch after a 50 ms break is a second attempt, not the end of a glide.
    expect(firstD(note(2.2, 2.35, 61), note(2.4, 3.3, 62))).toBe('wrong_pitch');
    // A wrong note (E) held until the second D is due, which is then played.
    expect(firstD(note(2.2, 3.4, 64))).toBe('wrong_pitch');
  });

  it('judges early and late on the error it reports: -50.4 ms reads -50 and is on time', () => {
    const played = play(0, (note, i) => ({
      ...note,
      onset: note.onset + (i === 3 ? 0.0504 : i === 4 ? -0.0504 : i === 5 ? -0.0506 : 0),
    }));
    const result = scoreTake(reference, played, { takeDuration });
    expect(result.notes[3]).toMatchObject({ verdict: 'correct', onset_error_ms: 50 });
    expect(result.notes[4]).toMatchObject({ verdict: 'correct', onset_error_ms: -50 });
    expect(result.notes[5]).toMatchObject({ verdict: 'early', onset_error_ms: -51 });
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

  it('without a calibration finds a constant latency from -250 to +650 ms, and says it measured it', () => {
    expect([SCORING_RULES.uncalibratedEarlyMs, SCORING_RULES.uncalibratedLateMs]).toEqual([
      250, 650,
    ]);
    // A Bluetooth headset adds 150-300 ms, some more: up to 600 ms is found and costs nothing.
    for (const latency of [0.08, 0.25, 0.35, 0.5, 0.6, -0.2]) {
      const result = scoreTake(reference, play(latency), { takeDuration: 14 });
      expect([latency, result.latency_ms]).toEqual([latency, Math.round(latency * 1000)]);
      expect(result.latency_status).toBe('measured');
      expect(result.score).toBe(100);
    }
  });

  it('without a calibration says the latency was not measured when the best offset is at the edge', () => {
    // 800 ms: the search stops at 650, where fewer notes line up than would further on.
    const beyond = scoreTake(reference, play(0.8), { takeDuration: 15 });
    expect(beyond.latency_ms).toBeLessThanOrEqual(650);
    expect(beyond.latency_status).toBe('unmeasured');
    // The same notes at 300 ms are measured.
    expect(scoreTake(reference, play(0.3), { takeDuration: 15 }).latency_status).toBe('measured');
  });

  it('without a calibration says the latency was not measured when few notes agree on any offset', () => {
    // Twenty notes played, each at a random moment and pitch: no offset lines up more than a few.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const scattered = play(0, (note) => ({
      ...note,
      onset: 2 + random() * 10,
      midi: 48 + Math.floor(random() * 24),
    })).sort((a, b) => a.onset - b.onset);
    const result = scoreTake(reference, scattered, { takeDuration: 14 });
    expect(result.latency_status).toBe('unmeasured');
    // A take of two notes is too short to say either way: it is left to its scores.
    const short = scoreTake(reference, play(0.1).slice(0, 2), { takeDuration: 14 });
    expect(short.latency_status).toBe('measured');
  });

  it('with a calibration searches only near it, so a player late throughout is told so', () => {
    expect(SCORING_RULES.calibratedWindowMs).toBe(60);
    // Calibrated at 400 ms, the device drifting by 30 ms: found, and nothing is late.
    const drift = scoreTake(reference, play(0.43), {
      takeDuration: 14,
      latencyMs: 400,
      calibrated: true,
    });
    expect([drift.latency_ms, drift.latency_status, drift.score]).toEqual([430, 'calibrated', 100]);
    // Calibrated at 100 ms, every note played 150 ms late: no offset within 60 ms of the calibration
    // lines the notes up, so the calibration stands and every note is late by 150 ms.
    const late = scoreTake(reference, play(0.25), {
      takeDuration: 14,
      latencyMs: 100,
      calibrated: true,
    });
    expect([late.latency_ms, late.latency_status]).toEqual([100, 'calibrated']);
    expect(late.notes.map((note) => [note.verdict, note.onset_error_ms])).toEqual(
      reference.map(() => ['late', 150]),
    );
    expect(late.rhythm_score).toBe(0);
    // 80 ms late: the search moves the latency 60 ms at most (a soft attack and a device's drift
    // stay inside that), so the window's end is taken and each note is left 20 ms late.
    const slightly = scoreTake(reference, play(0.18), {
      takeDuration: 14,
      latencyMs: 100,
      calibrated: true,
    });
    expect(slightly.latency_ms).toBe(160);
    expect(slightly.notes.every((note) => note.onset_error_ms === 20)).toBe(true);
    // The same take uncalibrated is searched widely and excused as latency.
    expect(scoreTake(reference, play(0.25), { takeDuration: 14 }).rhythm_score).toBe(100);
  });

  it('centres the latency on the 35 % quantile of the onset errors, which attacks only make later', () => {
    expect(SCORING_RULES.latencyQuantile).toBe(0.35);
    // 100 ms of latency, and each note heard 0, 10, 20, 30 or 40 ms after it began (a soft attack's
    // build-up): sorted, the 20 errors' 35 % point (the 7th and 8th) is 10 ms, their median 20 ms.
    const late = play(0.1, (note, i) => ({ ...note, onset: note.onset + (i % 5) * 0.01 }));
    expect(scoreTake(reference, late, { takeDuration: 14 }).latency_ms).toBe(110);
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

  it("groups notes starting within 30 ms of a chord's first note, not chaining further", () => {
    expect(SCORING_RULES.chordWindowMs).toBe(30);
    const chordReference: ReferenceNote[] = [
      { time: 2, duration: 0.4, midi: 60, velocity: 1 },
      { time: 2.02, duration: 0.4, midi: 64, velocity: 1 },
      { time: 2.03, duration: 0.4, midi: 67, velocity: 1 },
      // 15 ms after the previous note but 45 ms after the chord's first: a new event.
      { time: 2.045, duration: 0.4, midi: 72, velocity: 1 },
      { time: 3, duration: 0.4, midi: 62, velocity: 1 },
    ];
    const played: PlayedNote[] = [
      { onset: 2, offset: 2.03, midi: 64, confidence: 1 },
      { onset: 2.045, offset: 2.4, midi: 72, confidence: 1 },
      { onset: 3, offset: 3.4, midi: 62, confidence: 1 },
    ];
    const result = scoreTake(chordReference, played, { takeDuration: 3.5 });
    expect(result.notes.map((n) => n.verdict)).toEqual(Array(5).fill('correct'));
    expect(result.notes.slice(0, 3).map((n) => n.played_midi)).toEqual([64, 64, 64]);
    expect(result.notes[3]).toMatchObject({ played_midi: 72, onset_error_ms: 0 });
    expect(result).toMatchObject({ percent_played: 100, score: 100 });
    // Without a played note for the 72 it is missed alone: one event of three.
    const without = scoreTake(chordReference, [played[0]!, played[2]!], { takeDuration: 3.5 });
    expect(without.notes.map((n) => n.verdict)).toEqual([
      'correct',
      'correct',
      'correct',
      'missed',
      'correct',
    ]);
    expect(without.percent_played).toBe(67);
  });

  it('counts chords as events in percent_played, pitch_score and rhythm_score', () => {
    const chordReference: ReferenceNote[] = [
      ...[60, 64, 67].map((midi) => ({ time: 2, duration: 0.9, midi, velocity: 1 })),
      { time: 3, duration: 0.9, midi: 62, velocity: 1 },
      { time: 4, duration: 0.9, midi: 64, velocity: 1 },
      ...[60, 65, 69].map((midi) => ({ time: 5, duration: 0.9, midi, velocity: 1 })),
      { time: 6, duration: 0.9, midi: 67, velocity: 1 },
      { time: 7, duration: 0.9, midi: 65, velocity: 1 },
    ];
    const played: PlayedNote[] = [
      // The first chord heard through its top note, 70 ms late.
      { onset: 2.07, offset: 2.9, midi: 67.1, confidence: 1 },
      // The single note a semitone flat; the note at 4 s not played; the last chord through a wrong pitch.
      { onset: 3, offset: 3.9, midi: 61, confidence: 1 },
      { onset: 5, offset: 5.9, midi: 58, confidence: 1 },
      { onset: 6, offset: 6.9, midi: 67, confidence: 1 },
      { onset: 7, offset: 7.9, midi: 65, confidence: 1 },
    ];
    const result = scoreTake(chordReference, played, { takeDuration: 8 });
    // Six events, five attempted, three of them right, rhythm credits 0.4, 1, 1, 1 and 1. Counting notes
    // would give 90, 44 and 80.
    const rhythm = (100 * (rhythmCredit(0.07) + 4)) / 5;
    expect(result).toMatchObject({
      percent_played: 83,
      pitch_score: 60,
      rhythm_score: Math.round(rhythm),
      score: Math.round((60 + rhythm) / 2),
      latency_ms: 0,
    });
    expect(result.rhythm_score).toBe(88);
    expect(result.notes).toEqual([
      ...[60, 64, 67].map((midi) => ({
        time: 2,
        midi,
        verdict: 'late',
        played_midi: 67.1,
        onset_error_ms: 70,
      })),
      { time: 3, midi: 62, verdict: 'wrong_pitch', played_midi: 61, onset_error_ms: 0 },
      { time: 4, midi: 64, verdict: 'missed' },
      ...[60, 65, 69].map((midi) => ({
        time: 5,
        midi,
        verdict: 'wrong_pitch',
        played_midi: 58,
        onset_error_ms: 0,
      })),
      { time: 6, midi: 67, verdict: 'correct', played_midi: 67, onset_error_ms: 0 },
      { time: 7, midi: 65, verdict: 'correct', played_midi: 65, onset_error_ms: 0 },
    ]);
  });

  it('searches the latency by events, so a big chord weighs as much as a single note', () => {
    const chordReference: ReferenceNote[] = [
      ...[48, 52, 55, 60].map((midi) => ({ time: 2, duration: 0.4, midi, velocity: 1 })),
      { time: 2.5, duration: 0.4, midi: 62, velocity: 1 },
      { time: 3, duration: 0.4, midi: 64, velocity: 1 },
      { time: 3.5, duration: 0.4, midi: 65, velocity: 1 },
    ];
    const played: PlayedNote[] = [
      { onset: 2.18, offset: 2.4, midi: 48, confidence: 1 },
      { onset: 2.5, offset: 2.9, midi: 62, confidence: 1 },
      { onset: 3, offset: 3.4, midi: 64, confidence: 1 },
      { onset: 3.5, offset: 3.9, midi: 65, confidence: 1 },
    ];
    // Moving the latency to +180 ms would match the chord's four notes but only one event; staying at 0
    // matches three events.
    const result = scoreTake(chordReference, played, { takeDuration: 4 });
    expect(result.latency_ms).toBe(0);
    expect(result.notes.slice(0, 4).every((n) => n.verdict === 'late')).toBe(true);
    expect(result.notes.slice(4).every((n) => n.verdict === 'correct')).toBe(true);
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
