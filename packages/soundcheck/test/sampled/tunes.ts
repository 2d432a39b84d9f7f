// The tunes of the sampled corpus, written out by hand: several melodies with their own rhythms (not one
// melody transposed), each as [start beat, length in beats, semitones above the instrument's root]; drums as
// [start beat, length, General MIDI percussion key]. A one-bar count-in (4 beats) comes before every tune.

export type TuneName =
  'ode' | 'arpeggios' | 'riff' | 'folk' | 'scales' | 'long tones' | 'blues' | 'groove';

export interface Tune {
  /** Quarter notes per minute. */
  bpm: number;
  notes: readonly (readonly [beat: number, beats: number, value: number])[];
}

const COUNT_IN_BEATS = 4;

function inQuarters(
  steps: readonly (readonly [number, number])[],
  start = 0,
): [number, number, number][] {
  let beat = start;
  return steps.map(([semitones, beats]) => {
    const note: [number, number, number] = [beat, beats, semitones];
    beat += beats;
    return note;
  });
}

// Beethoven's "Ode to Joy" theme (public domain), two phrases.
// prettier-ignore
const ODE = inQuarters([
  [4, 1], [4, 1], [5, 1], [7, 1], [7, 1], [5, 1], [4, 1], [2, 1], [0, 1], [0, 1], [2, 1], [4, 1],
  [4, 1.5], [2, 0.5], [2, 2], [4, 1], [4, 1], [5, 1], [7, 1], [7, 1], [5, 1], [4, 1], [2, 1],
  [0, 1], [0, 1], [2, 1], [4, 1], [2, 1.5], [0, 0.5], [0, 2],
]);

// Broken chords I - vi - IV - V in eighths, up and down.
// prettier-ignore
const ARPEGGIOS = inQuarters(
  [
    [0, 4, 7, 12, 16, 12, 7, 4], [-3, 0, 4, 9, 12, 9, 4, 0], [5, 9, 12, 17, 12, 9, 5, 0],
    [7, 11, 14, 19, 14, 11, 7, 2],
  ].flatMap((chord) => chord.map((semitones) => [semitones, 0.5] as const)),
);

// A syncopated minor-pentatonic bass riff, twice with a different ending.
// prettier-ignore
const RIFF_BAR: [number, number, number][] = [
  [0, 0.5, 0], [0.75, 0.25, 0], [1, 0.5, 12], [1.5, 0.5, 10], [2, 0.5, 7], [2.5, 0.5, 5],
  [3, 0.5, 3], [3.5, 0.5, 0], [4, 0.5, 5], [4.75, 0.25, 5], [5, 0.5, 7], [5.5, 0.5, 10],
  [6, 1, 12],
];
// prettier-ignore
const RIFF = [
  ...RIFF_BAR,
  [7, 0.5, 10], [7.5, 0.5, 7],
  ...RIFF_BAR.map(
    ([beat, beats, semitones]) => [beat + 8, beats, semitones] as [number, number, number],
  ),
  [15, 1, 0],
] as [number, number, number][];

// "Frère Jacques" (traditional).
// prettier-ignore
const FOLK = inQuarters([
  [0, 1], [2, 1], [4, 1], [0, 1], [0, 1], [2, 1], [4, 1], [0, 1], [4, 1], [5, 1], [7, 2], [4, 1],
  [5, 1], [7, 2], [7, 0.5], [9, 0.5], [7, 0.5], [5, 0.5], [4, 1], [0, 1], [7, 0.5], [9, 0.5],
  [7, 0.5], [5, 0.5], [4, 1], [0, 1], [0, 1], [-5, 1], [0, 2], [0, 1], [-5, 1], [0, 2],
]);

// A major scale up in eighths and down in mixed values, then thirds.
// prettier-ignore
const SCALES = inQuarters([
  ...[0, 2, 4, 5, 7, 9, 11, 12].map((s) => [s, 0.5] as const),
  [12, 1], [11, 0.5], [9, 0.5], [7, 1], [5, 0.5], [4, 0.5], [2, 1], [0, 1],
  ...[0, 4, 2, 5, 4, 7, 5, 9, 7, 11, 9, 12].map((s) => [s, 0.5] as const),
  [7, 1], [0, 2],
]);

// Slow legato phrases: what bowed strings and singers practise.
// prettier-ignore
const LONG_TONES = inQuarters([
  [0, 2], [2, 1], [4, 1], [5, 2], [4, 2], [2, 1], [0, 1], [-1, 2], [0, 4], [7, 2], [5, 1], [4, 1],
  [2, 2], [4, 1], [5, 1], [7, 3], [0, 1], [2, 4],
]);

// A twelve-bar-style blues line, straight eighths with longer notes.
// prettier-ignore
const BLUES = inQuarters([
  [0, 0.5], [3, 0.5], [5, 0.5], [6, 0.5], [7, 1], [10, 0.5], [7, 0.5], [5, 1.5], [3, 0.5], [0, 2],
  [5, 0.5], [8, 0.5], [10, 0.5], [11, 0.5], [12, 1], [10, 1], [7, 0.5], [5, 0.5], [3, 1], [0, 2],
  [7, 1], [5, 0.5], [3, 0.5], [0, 1], [-2, 1], [0, 4],
]);

// Four bars of a rock groove: closed hi-hat eighths, kick on 1, 3 and the "and" of 3, snare on 2 and 4.
const KICK = 36;
const SNARE = 38;
const HAT = 42;
const GROOVE = Array.from({ length: 4 }, (_, bar) => {
  const at = bar * 4;
  const hits: [number, number, number][] = [];
  for (let eighth = 0; eighth < 8; eighth++) hits.push([at + eighth / 2, 0.25, HAT]);
  for (const beat of [0, 2, 2.5]) hits.push([at + beat, 0.25, KICK]);
  for (const beat of [1, 3]) hits.push([at + beat, 0.25, SNARE]);
  if (bar === 3) hits.push([at + 3.75, 0.25, SNARE]);
  return hits;
}).flat();

function withCountIn(notes: readonly [number, number, number][]) {
  return notes.map(([beat, beats, value]) => [beat + COUNT_IN_BEATS, beats, value] as const);
}

export const TUNES: Record<TuneName, Tune> = {
  ode: { bpm: 100, notes: withCountIn(ODE) },
  arpeggios: { bpm: 96, notes: withCountIn(ARPEGGIOS) },
  riff: { bpm: 92, notes: withCountIn(RIFF) },
  folk: { bpm: 108, notes: withCountIn(FOLK) },
  scales: { bpm: 112, notes: withCountIn(SCALES) },
  'long tones': { bpm: 80, notes: withCountIn(LONG_TONES) },
  blues: { bpm: 100, notes: withCountIn(BLUES) },
  groove: { bpm: 100, notes: withCountIn(GROOVE) },
};
