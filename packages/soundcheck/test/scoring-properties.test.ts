// The scoring properties of DESIGN.md section 4 on synthesized takes.
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import { scoreTake } from '../src/scoring/score-take.js';
import { createGaussian, createRandom } from '../src/synth/index.js';
import { melodyPart } from './corpus/reference-parts.js';
import { scorePerformance } from './corpus/score-performance.js';

const PITCHED = ['plucked', 'brass', 'flute', 'voice'] as const;

describe('scoring properties', () => {
  it.each([...PITCHED, 'drums' as const])('a faithful %s take scores >= 95', (timbre) => {
    const { result } = scorePerformance({ timbre });
    expect(result.score).toBeGreaterThanOrEqual(95);
    expect(result.percent_played).toBe(100);
    expect(result.complete).toBe(true);
    expect(result.pass).toBe(true);
    expect(result.stars).toBe(5);
    expect(result.message).toBe('Bravo!');
  });

  it.each([
    { timbre: 'voice' as const, sampleRate: 48000, snrDb: 20 },
    { timbre: 'plucked' as const, sampleRate: 48000, snrDb: 20 },
    { timbre: 'drums' as const, sampleRate: 48000, snrDb: 20 },
  ])('a faithful take at 20 dB SNR still scores >= 95 ($timbre)', (performance) => {
    expect(scorePerformance(performance).result.score).toBeGreaterThanOrEqual(95);
  });

  it.each([
    { timbre: 'plucked' as const, wrongShare: 0.1 },
    { timbre: 'voice' as const, wrongShare: 0.2 },
    { timbre: 'brass' as const, wrongShare: 0.3 },
  ])(
    '$wrongShare of wrong notes lowers pitch_score by about that much ($timbre)',
    (performance) => {
      const { result, take, reference } = scorePerformance(performance);
      const k = (100 * take.wrongNotes.size) / reference.length;
      expect(Math.abs(result.pitch_score! - (100 - k))).toBeLessThanOrEqual(5);
      expect(result.rhythm_score).toBeGreaterThanOrEqual(90);
      const wrong = result.notes.filter((note) => note.verdict === 'wrong_pitch');
      expect(wrong.length).toBe(take.wrongNotes.size);
      for (const note of wrong)
        expect(Math.abs(Math.abs(note.played_midi! - note.midi) - 2)).toBeLessThan(0.3);
    },
  );

  it.each([
    { timbre: 'plucked' as const, latency: 0.25 },
    { timbre: 'flute' as const, latency: 0.18 },
    { timbre: 'voice' as const, latency: 0.25 },
    { timbre: 'drums' as const, latency: 0.25 },
  ])('a constant latency of $latency s does not lower the score ($timbre)', (performance) => {
    const { result } = scorePerformance(performance);
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.percent_played).toBe(100);
    expect(Math.abs(result.latency_ms - performance.latency * 1000)).toBeLessThan(30);
  });

  it.each([
    { timbre: 'brass' as const, latency: 0.35 },
    { timbre: 'plucked' as const, latency: 0.5 },
    { timbre: 'drums' as const, latency: 0.45 },
  ])(
    'without a calibration, a device delay of $latency s (Bluetooth and beyond) is found ($timbre)',
    (performance) => {
      const { result } = scorePerformance(performance);
      expect(result.latency_status).toBe('measured');
      expect(result.score).toBeGreaterThanOrEqual(90);
      expect(result.stars).toBe(5);
      expect(Math.abs(result.latency_ms - performance.latency * 1000)).toBeLessThan(30);
    },
  );

  it('with a calibration, a take played 150 ms late throughout is late, note by note', () => {
    const { result, reference } = scorePerformance(
      { timbre: 'brass', latency: 0.25 },
      { latencyMs: 100, calibrated: true },
    );
    expect(result.latency_status).toBe('calibrated');
    expect(Math.abs(result.latency_ms - 100)).toBeLessThanOrEqual(60);
    // Most notes are late by about 150 ms; where notes follow closely, a note may take the one
    // played late before it (early) or none (missed): none is called on time.
    const late = result.notes.filter((note) => note.verdict === 'late');
    expect(late.length).toBeGreaterThanOrEqual(0.7 * reference.length);
    for (const note of late) expect(Math.abs(note.onset_error_ms! - 150)).toBeLessThan(30);
    expect(result.notes.some((note) => note.verdict === 'correct')).toBe(false);
    expect(result.rhythm_score).toBeLessThan(30);
    expect(result.pitch_score).toBeGreaterThanOrEqual(90);
    expect(result.message).not.toBe('Bravo!');
  });

  it('a calibrated latency outside the search range is honoured and refined', () => {
    const { result } = scorePerformance({ timbre: 'brass', latency: 0.4 }, { latencyMs: 350 });
    expect(result.score).toBeGreaterThanOrEqual(95);
    expect(Math.abs(result.latency_ms - 400)).toBeLessThan(30);
  });

  it.each(['plucked', 'voice'] as const)(
    'timing jitter (sd 80 ms) lowers rhythm, not pitch (%s)',
    (timbre) => {
      const { result } = scorePerformance({ timbre, jitterSd: 0.08 });
      expect(result.rhythm_score).toBeLessThan(70);
      expect(result.pitch_score).toBeGreaterThanOrEqual(90);
      expect(result.notes.some((note) => note.verdict === 'early')).toBe(true);
      expect(result.notes.some((note) => note.verdict === 'late')).toBe(true);
      for (const note of result.notes.filter((n) => n.verdict === 'late'))
        expect(note.onset_error_ms).toBeGreaterThan(50);
      for (const note of result.notes.filter((n) => n.verdict === 'early'))
        expect(note.onset_error_ms).toBeLessThan(-50);
    },
  );

  it('silence gives "Oh dear!" and under 5 % played', () => {
    const reference = melodyPart('voice');
    const gaussian = createGaussian(createRandom(4));
    const silence = new Float32Array(44100 * 25);
    // Microphone hiss at -60 dBFS.
    const hiss = silence.map(() => 0.001 * gaussian());
    for (const samples of [silence, hiss]) {
      const analysis = analyseTake(samples, { sampleRate: 44100 });
      const result = scoreTake(reference, analysis.notes, { takeDuration: analysis.duration });
      expect(result.message).toBe('Oh dear!');
      expect(result.percent_played).toBeLessThan(5);
      expect(result.stars).toBe(0);
      expect(result.complete).toBe(false);
      expect(result.pass).toBe(false);
    }
  });

  it.each([
    { timbre: 'brass' as const, truncate: true },
    { timbre: 'flute' as const, truncate: false },
    { timbre: 'drums' as const, truncate: true },
  ])(
    'half a take gives about 50 % played and complete = false ($timbre, cut: $truncate)',
    (performance) => {
      const { result } = scorePerformance({ ...performance, playedShare: 0.5 });
      expect(Math.abs(result.percent_played - 50)).toBeLessThanOrEqual(5);
      expect(result.complete).toBe(false);
      expect(result.pass).toBe(false);
      const half = result.notes.slice(result.notes.length * 0.6);
      expect(half.every((note) => note.verdict === 'missed')).toBe(true);
    },
  );

  it('a drum part is scored on rhythm alone', () => {
    const { result } = scorePerformance({ timbre: 'drums', jitterSd: 0.04 });
    expect(result.pitch_score).toBeNull();
    expect(result.score).toBe(result.rhythm_score);
    expect(result.notes.every((note) => note.played_midi === undefined)).toBe(true);
    expect(result.notes.some((note) => note.verdict === 'late' || note.verdict === 'early')).toBe(
      true,
    );
  });

  it.each([
    { timbre: 'plucked' as const },
    { timbre: 'voice' as const },
    { timbre: 'drums' as const },
  ])('takes at 50 % and 150 % tempo score like 100 % ($timbre)', ({ timbre }) => {
    const base = scorePerformance({ timbre }).result;
    for (const tempoFactor of [0.5, 1.5]) {
      const { result } = scorePerformance(
        { timbre, tempoFactor, latency: 0.1 },
        { latencyMs: 100 },
      );
      expect(result.score).toBeGreaterThanOrEqual(95);
      expect(Math.abs(result.score - base.score)).toBeLessThanOrEqual(5);
      expect(result.percent_played).toBe(100);
      expect(result.complete).toBe(true);
    }
  });
});
