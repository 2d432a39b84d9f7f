// Chord parts on synthesized takes (docs/scoring.md, "Chords"): a chord is one event, right when the pitch
// heard is one of its tones. Without the chord path the analysis is monophonic, so a take is the chords'
// lowest tones (what a learner's pitch track follows) or, for octaves, both tones sounding: a take sounding
// every tone of a power chord or triad leaves the detector unvoiced or on the chord's common fundamental.
// With `chords` (the chord path) such a take is heard through each note's semitone profile.
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import type { ReferenceNote } from '../src/reference/types.js';
import { scoreTake } from '../src/scoring/score-take.js';
import type { NoteResult, NoteVerdict, ScoreResult } from '../src/scoring/types.js';
import { chordEvents, chordPart, performChordTake } from './corpus/chord-parts.js';
import type { ChordPerformance, ChordTake } from './corpus/chord-parts.js';
import { TIMBRE_RANGES } from './corpus/pitch-corpus.js';

function scoreChordTake(
  reference: readonly ReferenceNote[],
  performance: ChordPerformance,
  chords = false,
): ChordTake & { result: ScoreResult } {
  const chordTake = performChordTake(reference, { latency: 0.12, ...performance });
  const range = TIMBRE_RANGES[performance.timbre];
  const analysis = analyseTake(chordTake.take.samples, {
    sampleRate: chordTake.take.sampleRate,
    fmin: range.fmin,
    fmax: range.fmax,
    chords,
  });
  const result = scoreTake(reference, analysis.notes, {
    takeDuration: analysis.duration,
    latencyMs: 100,
  });
  return { ...chordTake, result };
}

/** Each event's result: its notes' results, which must agree (a chord's notes share its verdict). */
function eventResults(take: ChordTake, result: ScoreResult): NoteResult[] {
  let index = 0;
  return take.events.map((event) => {
    const notes = result.notes.slice(index, index + event.notes.length);
    index += event.notes.length;
    expect(notes.map((note) => note.midi)).toEqual(event.notes.map((note) => note.midi));
    const [first] = notes;
    for (const note of notes) {
      expect(note.verdict).toBe(first!.verdict);
      expect(note.played_midi).toBe(first!.played_midi);
      expect(note.onset_error_ms).toBe(first!.onset_error_ms);
    }
    return first!;
  });
}

function eventVerdicts(take: ChordTake, result: ScoreResult): NoteVerdict[] {
  return eventResults(take, result).map((event) => event.verdict);
}

describe('chord parts', () => {
  const reference = chordPart();

  it('has chords of one to three notes', () => {
    expect(reference).toHaveLength(96);
    const events = chordEvents(reference);
    expect(events).toHaveLength(48);
    expect([...new Set(events.map((e) => e.notes.length))].sort()).toEqual([1, 2, 3]);
  });

  it.each(['plucked', 'brass'] as const)(
    "a faithful take playing each chord's lowest tone scores >= 95 (%s)",
    (timbre) => {
      const take = scoreChordTake(reference, { timbre, voicing: 'lowest' });
      const { result } = take;
      expect(take.events).toHaveLength(48);
      expect(result.score).toBeGreaterThanOrEqual(95);
      expect(result.percent_played).toBeGreaterThanOrEqual(95);
      expect(result.pitch_score).toBeGreaterThanOrEqual(95);
      expect(result).toMatchObject({ complete: true, pass: true, stars: 5, message: 'Bravo!' });
      expect(Math.abs(result.latency_ms - 120)).toBeLessThan(30);
      const verdicts = eventVerdicts(take, result);
      expect(verdicts.filter((v) => v === 'correct').length).toBeGreaterThanOrEqual(46);
    },
  );

  it('a faithful take sounding both tones of every octave scores >= 95', () => {
    // An octave's common period is its lower tone's, so the detector hears the chord's root.
    const octaves = chordPart(true);
    const take = scoreChordTake(octaves, { timbre: 'plucked', voicing: 'all' });
    expect(take.result.score).toBeGreaterThanOrEqual(95);
    expect(take.result.percent_played).toBeGreaterThanOrEqual(95);
    const verdicts = eventVerdicts(take, take.result);
    expect(verdicts.filter((v) => v === 'correct').length).toBeGreaterThanOrEqual(46);
  });

  it.each([
    { timbre: 'plucked' as const, wrongShare: 0.1 },
    { timbre: 'brass' as const, wrongShare: 0.25 },
  ])(
    'a root a semitone off in $wrongShare of the chords lowers pitch_score by about that much ($timbre)',
    ({ timbre, wrongShare }) => {
      const take = scoreChordTake(reference, { timbre, voicing: 'lowest', wrongShare });
      const { result, events, wrongEvents } = take;
      const k = (100 * wrongEvents.size) / events.length;
      expect(Math.abs(result.pitch_score! - (100 - k))).toBeLessThanOrEqual(5);
      expect(result.rhythm_score).toBeGreaterThanOrEqual(90);
      expect(result.percent_played).toBeGreaterThanOrEqual(95);
      const perEvent = eventResults(take, result);
      for (const [index, event] of events.entries()) {
        if (!wrongEvents.has(index)) continue;
        const { verdict, played_midi: playedMidi } = perEvent[index]!;
        expect(verdict).toBe('wrong_pitch');
        expect(Math.abs(Math.abs(playedMidi! - event.notes[0]!.midi) - 1)).toBeLessThan(0.3);
      }
      const verdicts = perEvent.map((event) => event.verdict);
      expect(verdicts.filter((v) => v === 'wrong_pitch')).toHaveLength(wrongEvents.size);
    },
  );

  describe('chord path (analysis with chords)', () => {
    it.each(['plucked', 'brass'] as const)(
      'a faithful take sounding every tone of every chord scores >= 90 (%s)',
      (timbre) => {
        const take = scoreChordTake(reference, { timbre, voicing: 'all' }, true);
        const { result } = take;
        expect(result.score).toBeGreaterThanOrEqual(90);
        expect(result.percent_played).toBeGreaterThanOrEqual(90);
        expect(result.pitch_score).toBeGreaterThanOrEqual(90);
        expect(result.complete).toBe(true);
        expect(Math.abs(result.latency_ms - 120)).toBeLessThan(30);
      },
    );

    it.each(['plucked', 'brass'] as const)(
      "a take of each chord's lowest tone still scores >= 95 (%s)",
      (timbre) => {
        const { result } = scoreChordTake(reference, { timbre, voicing: 'lowest' }, true);
        expect(result.score).toBeGreaterThanOrEqual(95);
        expect(result.percent_played).toBeGreaterThanOrEqual(95);
      },
    );

    it.each([
      { timbre: 'plucked' as const, wrongShare: 0.1 },
      { timbre: 'plucked' as const, wrongShare: 0.25 },
      { timbre: 'brass' as const, wrongShare: 0.25 },
    ])(
      'all tones with a root a semitone off in $wrongShare of the chords lowers pitch_score by about that much ($timbre)',
      ({ timbre, wrongShare }) => {
        const take = scoreChordTake(reference, { timbre, voicing: 'all', wrongShare }, true);
        const { result, events, wrongEvents } = take;
        const k = (100 * wrongEvents.size) / events.length;
        expect(Math.abs(result.pitch_score! - (100 - k))).toBeLessThanOrEqual(8);
        expect(result.percent_played).toBeGreaterThanOrEqual(90);
      },
    );
  });
});
