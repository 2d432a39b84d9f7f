// Performs a reference part as a take: tempo factor, device latency, timing jitter, wrong notes, stopping
// early; then renders it with a timbre and optional noise. Seeded, so every take is reproducible.
import type { ReferenceNote } from '../../src/reference/types.js';
import { addNoise, createGaussian, createRandom, renderTake } from '../../src/synth/index.js';
import type { RenderedTake, SynthNote, Timbre } from '../../src/synth/index.js';

export interface Performance {
  timbre: Timbre;
  sampleRate?: number;
  tempoFactor?: number;
  /** Seconds between the reference timeline and what the take records. */
  latency?: number;
  /** Standard deviation of random onset errors (s). */
  jitterSd?: number;
  /** Share of notes played a wrong pitch (two semitones off), chosen at random. */
  wrongShare?: number;
  /** Stop playing after this share of the notes (the recording keeps running unless `truncate`). */
  playedShare?: number;
  /** Cut the recording right after the last played note. */
  truncate?: boolean;
  snrDb?: number;
  seed?: number;
  /** Sounding share of each written length (articulation). */
  articulation?: number;
}

export interface PerformedTake extends RenderedTake {
  /** Reference-note indices that were played with a wrong pitch. */
  wrongNotes: Set<number>;
}

export function performTake(
  reference: readonly ReferenceNote[],
  performance: Performance,
): PerformedTake {
  const sampleRate = performance.sampleRate ?? 44100;
  const tempo = performance.tempoFactor ?? 1;
  const latency = performance.latency ?? 0;
  const random = createRandom(performance.seed ?? 11);
  const gaussian = createGaussian(random);
  const articulation = performance.articulation ?? 0.85;
  const playedCount = Math.round(reference.length * (performance.playedShare ?? 1));
  const wrongNotes = new Set<number>();
  const wrongCount = Math.round(reference.length * (performance.wrongShare ?? 0));
  const isDrums = performance.timbre === 'drums';
  while (wrongNotes.size < wrongCount) wrongNotes.add(Math.floor(random() * reference.length));
  const notes: SynthNote[] = [];
  // A player's timing error belongs to a moment of the music: hits written together move together.
  const jitterAt = new Map<number, number>();
  for (const [index, note] of reference.slice(0, playedCount).entries()) {
    const key = Math.round(note.time * 1000);
    const jitter = jitterAt.get(key) ?? (performance.jitterSd ?? 0) * gaussian();
    jitterAt.set(key, jitter);
    const shift = wrongNotes.has(index) ? (index % 2 ? 2 : -2) : 0;
    notes.push({
      time: Math.max(0, note.time / tempo + latency + jitter),
      duration: (note.duration / tempo) * (isDrums ? 1 : articulation),
      midi: note.midi + (isDrums ? 0 : shift),
      velocity: note.velocity,
    });
  }
  notes.sort((a, b) => a.time - b.time);
  const fullEnd =
    reference.reduce((end, note) => Math.max(end, note.time + note.duration), 0) / tempo + latency;
  const lastPlayed = notes.reduce((end, note) => Math.max(end, note.time + note.duration), 0);
  const duration = performance.truncate ? lastPlayed + 0.3 : fullEnd + 1;
  const take = renderTake(notes, {
    timbre: performance.timbre,
    sampleRate,
    duration,
    seed: performance.seed ?? 11,
  });
  if (performance.snrDb !== undefined) {
    const spans = notes.map((note) => ({ start: note.time, end: note.time + note.duration }));
    take.samples = addNoise(
      take.samples,
      sampleRate,
      performance.snrDb,
      spans,
      (performance.seed ?? 11) + 1,
    );
  }
  return { ...take, wrongNotes };
}
