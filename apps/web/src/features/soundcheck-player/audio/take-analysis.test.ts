// What the player shows for a take, from reference and played notes written by hand: each note's
// verdict in the player's words with its sentence, the per-bar counts, the Result the API saves,
// and the warning when a take's latency is far from the calibration.
import { describe, expect, it } from 'vitest';
import { resultSchema } from '@bandbook/domain';
import type { PlayedNote, ReferenceNote } from '@bandbook/soundcheck';
import { analyseTakeResult, type TakeInput } from './take-analysis';

/** 4/4 at 120 BPM: bars of 2 s; one bar of count-in, then three bars of quarter notes. */
const BAR = 2;
const MELODY = [67, 69, 71, 72, 74, 72, 71, 69, 67, 65, 64, 62];
const reference: ReferenceNote[] = MELODY.map((midi, i) => ({
  time: BAR + i * 0.5,
  duration: 0.4,
  midi,
  velocity: 0.8,
}));

/** The reference played `latency` seconds late, with changes per note index. */
function perform(
  latency: number,
  changes: Record<number, { cents?: number; ms?: number } | 'skip'> = {},
): PlayedNote[] {
  return reference.flatMap((note, i) => {
    const change = changes[i];
    if (change === 'skip') return [];
    const onset = note.time + latency + (change?.ms ?? 0) / 1000;
    const midi = note.midi + (change?.cents ?? 0) / 100;
    return [{ onset, offset: onset + 0.35, midi, confidence: 0.95 }];
  });
}

function analyse(played: PlayedNote[], options: Partial<TakeInput> = {}) {
  return analyseTakeResult({
    reference,
    played,
    takeDuration: 9,
    tempoFactor: 1,
    latencyMs: 100,
    calibrated: true,
    nonPitched: false,
    barSeconds: BAR,
    countInBars: 1,
    ...options,
  });
}

describe('analyseTakeResult', () => {
  const feedback = analyse(
    perform(0.1, {
      1: { cents: 40 },
      2: { cents: 100 },
      3: { cents: -100 },
      4: { cents: 300 },
      5: { ms: 70 },
      6: { ms: -70 },
      7: 'skip',
    }),
  );

  it('names each verdict for the learner', () => {
    expect(feedback.notes.map((note) => note.verdict)).toEqual([
      'hit', // faithful
      'hit', // 40 cents sharp: within 50
      'wrong', // a semitone up: nearer C5 than B4
      'wrong', // a semitone down
      'wrong', // three semitones
      'late', // 70 ms
      'early',
      'missed',
      'hit',
      'hit',
      'hit',
      'hit',
    ]);
    expect(feedback.notes[0]).toMatchObject({
      time: 2,
      duration: 0.4,
      midi: 67,
      playedMidi: 67,
      onsetErrorMs: 0,
    });
    expect(feedback.notes[7]).toMatchObject({ playedMidi: null, onsetErrorMs: null });
    expect(feedback.notes[5]!.onsetErrorMs).toBe(70);
  });

  it('describes each note in a sentence', () => {
    expect(feedback.notes.map((note) => note.description)).toEqual([
      'G4: played in tune, on time',
      'A4: played 40 cents sharp, on time',
      'B4: played C5 (wrong note), on time',
      'C5: played B4 (wrong note), on time',
      'D5: played F5 (wrong note), on time',
      'C5: played in tune, 70 ms late',
      'B4: played in tune, 70 ms early',
      'A4: missed',
      'G4: played in tune, on time',
      'F4: played in tune, on time',
      'E4: played in tune, on time',
      'D4: played in tune, on time',
    ]);
  });

  it('counts the verdicts per bar from reference time 0, numbered as the book (the count-in is 0)', () => {
    const zero = { hit: 0, early: 0, late: 0, sharp: 0, flat: 0, wrong: 0, missed: 0 };
    expect(feedback.bars).toEqual([
      { bar: 0, number: 0, total: 0, ...zero },
      { bar: 1, number: 1, total: 4, ...zero, hit: 2, wrong: 2 },
      { bar: 2, number: 2, total: 4, ...zero, wrong: 1, late: 1, early: 1, missed: 1 },
      { bar: 3, number: 3, total: 4, ...zero, hit: 4 },
    ]);
  });

  it('counts a downbeat a MIDI file places a millionth of a bar early in its own bar', () => {
    // At 90 BPM a MIDI file keeps 666,666 µs a beat: each bar line reads 1e-6 of a bar early.
    const bar = (4 * 60) / 90;
    const kit: ReferenceNote[] = Array.from({ length: 12 }, (_, i) => ({
      time: (bar / 4) * i * (1 - 1e-6),
      duration: 0.1,
      midi: 42,
      velocity: 0.8,
    }));
    const played = kit.map((note) => ({
      onset: note.time,
      offset: note.time + 0.1,
      midi: null,
      confidence: 1,
    }));
    const result = analyse(played, {
      reference: kit,
      nonPitched: true,
      latencyMs: 0,
      takeDuration: 9,
      barSeconds: bar,
      countInBars: 0,
    });
    expect(result.bars.map((b) => [b.number, b.total])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
  });

  it("answers the engine's score and the Result the API saves", () => {
    expect(feedback.result.percent_played).toBe(92);
    expect(feedback.result.latency_ms).toBe(100);
    expect(resultSchema.strict().parse(feedback.progressResult)).toEqual({
      percent_played: feedback.result.percent_played,
      score: feedback.result.score,
      pitch_score: feedback.result.pitch_score,
      rhythm_score: feedback.result.rhythm_score,
      complete: true,
      pass: feedback.result.pass,
      tempo: 100,
    });
    const drums = analyse(perform(0.1), { nonPitched: true });
    expect(resultSchema.strict().parse(drums.progressResult).pitch_score).toBeNull();
  });

  it('saves the tempo of the take as a whole percent of the exercise tempo', () => {
    // At a factor f a note written at t is played at t / f.
    const slower = reference.map((note) => ({
      onset: note.time / 0.8 + 0.1,
      offset: note.time / 0.8 + 0.45,
      midi: note.midi,
      confidence: 0.95,
    }));
    const take = analyse(slower, { tempoFactor: 0.8, takeDuration: 11 });
    expect(take.progressResult).toMatchObject({ tempo: 80, percent_played: 100 });
    expect(analyse(perform(0.1), { tempoFactor: 0.755 }).progressResult.tempo).toBe(76);
  });

  it('with a calibration, says when most notes were late or early, and when the delay moved', () => {
    expect(feedback.latencyWarning).toBeNull();
    // 40 ms later than the calibration: within the device's drift, nothing to say.
    expect(analyse(perform(0.14)).latencyWarning).toBeNull();
    // 150 ms late throughout: the calibration stands, and the learner is told the notes were late.
    const late = analyse(perform(0.25));
    expect(late.notes.every((note) => note.verdict === 'late')).toBe(true);
    expect(late.latencyWarning).toBe(
      'Most notes came in late, by about 150 ms: you were behind the beat. If your audio device changed since you calibrated (e.g. Bluetooth), calibrate again in Settings.',
    );
    expect(analyse(perform(-0.02)).latencyWarning).toMatch(
      /^Most notes came in early, by about 120 ms: you were ahead of the beat\./,
    );
    // 60 ms later (the most the search follows a calibration): the notes are on time, the delay moved.
    expect(analyse(perform(0.16)).latencyWarning).toBe(
      'This take was 60 ms later than your calibration: did your audio device change (e.g. Bluetooth)? Recalibrate in Settings.',
    );
    // Without a calibration the same 150 ms is the device's delay, found in the take.
    const uncalibrated = analyse(perform(0.25), { calibrated: false, latencyMs: 0 });
    expect(uncalibrated.latencyWarning).toBeNull();
    expect(uncalibrated.result.latency_ms).toBe(250);
    expect(uncalibrated.notes.every((note) => note.verdict === 'hit')).toBe(true);
  });

  it('without a calibration, a take no delay lines up is unmeasured, not marked wrong', () => {
    expect(feedback.latencyUnmeasured).toBe(false);
    // The same notes 800 ms late: past the search, so nothing lines up.
    const beyond = analyse(perform(0.8), { calibrated: false, latencyMs: 0, takeDuration: 10 });
    expect(beyond.latencyUnmeasured).toBe(true);
    expect(beyond.result.latency_status).toBe('unmeasured');
    // 350 ms (a Bluetooth headset) is found.
    const bluetooth = analyse(perform(0.35), { calibrated: false, latencyMs: 0 });
    expect([bluetooth.latencyUnmeasured, bluetooth.result.latency_ms]).toEqual([false, 350]);
    expect(bluetooth.notes.every((note) => note.verdict === 'hit')).toBe(true);
  });

  it("leaves a take of hardly any notes to 'Oh dear!', whatever its delay", () => {
    // Six bursts of noise in the count-in: nothing lines up, and nothing is played.
    const bursts = [0.1, 0.3, 0.5, 0.7, 0.9, 1.1].map((onset) => ({
      onset,
      offset: onset + 0.05,
      midi: null,
      confidence: 0.3,
    }));
    const noise = analyse(bursts, { calibrated: false, latencyMs: 0 });
    expect(noise.result.latency_status).toBe('unmeasured');
    expect(noise.result.percent_played).toBe(0);
    expect(noise.latencyUnmeasured).toBe(false);
    expect(noise.result.message).toBe('Oh dear!');
  });

  it('tells a take stopped early from one played to the end', () => {
    expect(feedback.playedToEnd).toBe(true);
    const half = analyse(perform(0.1).slice(0, 6), { takeDuration: 5 });
    expect(half.playedToEnd).toBe(false);
    expect(half.result.percent_played).toBe(50);
  });

  it('gives every note of a chord the same verdict, measured from its nearest tone', () => {
    const chord: ReferenceNote[] = [
      { time: 1, duration: 1, midi: 43, velocity: 0.8 }, // G2
      { time: 1, duration: 1, midi: 50, velocity: 0.8 }, // D3
      { time: 3, duration: 1, midi: 45, velocity: 0.8 },
      { time: 3, duration: 1, midi: 52, velocity: 0.8 },
    ];
    const played: PlayedNote[] = [
      { onset: 1, offset: 1.8, midi: 43.9, confidence: 0.9 }, // nearer G#2 than G2: wrong
      { onset: 3, offset: 3.8, midi: 52, confidence: 0.9 }, // the upper tone
    ];
    const result = analyse(played, { reference: chord, latencyMs: 0, takeDuration: 5 });
    expect(result.notes.map((note) => note.verdict)).toEqual(['wrong', 'wrong', 'hit', 'hit']);
    expect(result.notes.map((note) => note.description)).toEqual([
      'G2: played G#2 (wrong note), on time',
      'D3: played G#2 (wrong note) (chord tone G2), on time',
      'A2: played in tune (chord tone E3), on time',
      'E3: played in tune, on time',
    ]);
  });

  it('names drum hits by their timing only', () => {
    const kit: ReferenceNote[] = [36, 38, 36, 38].map((midi, i) => ({
      time: i * 0.5,
      duration: 0.1,
      midi,
      velocity: 0.9,
    }));
    const played: PlayedNote[] = [0, 0.5, 1.06].map((onset) => ({
      onset: onset + 0.02,
      offset: onset + 0.1,
      midi: null,
      confidence: 1,
    }));
    const result = analyse(played, {
      reference: kit,
      nonPitched: true,
      latencyMs: 20,
      takeDuration: 3,
    });
    expect(result.notes.map((note) => note.description)).toEqual([
      'Hit: played on time',
      'Hit: played on time',
      'Hit: played 60 ms late',
      'Hit: missed',
    ]);
    expect(result.notes.map((note) => note.verdict)).toEqual(['hit', 'hit', 'late', 'missed']);
  });
});
