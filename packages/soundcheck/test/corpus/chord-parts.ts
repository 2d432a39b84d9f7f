// A chord part for the scoring tests and the way a learner's take of it sounds to the monophonic analysis.
// The part mixes power chords (repeated in eighths), triads, octaves and single notes, so it has fewer
// events than notes, and chords of different sizes. A take plays each event's lowest tone (what a learner's
// pitch track follows) or every tone, and can play the root a semitone off in a share of the events (a wrong
// chord).
import type { ReferenceNote } from '../../src/reference/types.js';
import { createRandom } from '../../src/synth/index.js';
import type { Timbre } from '../../src/synth/index.js';
import { BEATS_PER_BAR, COUNT_IN_BARS, TEMPO } from './reference-parts.js';
import { performTake } from './takes.js';
import type { PerformedTake } from './takes.js';

const BEAT = 60 / TEMPO;

/** Root of each bar's chord (A2 D3 E3 A2 G2 C3 D3 A2) and whether its triad is minor. */
const BARS: readonly [number, boolean][] = [
  [45, false],
  [50, true],
  [52, false],
  [45, true],
  [43, false],
  [48, false],
  [50, true],
  [45, false],
];

/**
 * One bar: start beat, length in beats and the intervals above the root of each event. With `octaves`,
 * every chord is the root doubled an octave up.
 */
function barEvents(minor: boolean, octaves: boolean): [number, number, number[]][] {
  const fifth = octaves ? [0, 12] : [0, 7];
  const triad = octaves ? [0, 12] : [0, minor ? 3 : 4, 7];
  return [
    [0, 1, fifth],
    [1, 0.5, fifth],
    [1.5, 0.5, fifth],
    [2, 1, triad],
    [3, 0.5, [0, 12]],
    [3.5, 0.5, [7]],
  ];
}

/** Events as groups of reference notes written together, in time order. */
export interface ChordEvent {
  time: number;
  notes: ReferenceNote[];
}

/**
 * Eight bars after the count-in: power chords (one quarter, two eighths), a triad, an octave and a single
 * note per bar; 48 events, 96 notes. `octaves` plays every chord as an octave instead (48 events, 88 notes).
 */
export function chordPart(octaves = false): ReferenceNote[] {
  const notes: ReferenceNote[] = [];
  for (const [bar, [root, minor]] of BARS.entries()) {
    const barStart = (COUNT_IN_BARS + bar) * BEATS_PER_BAR;
    for (const [beat, length, intervals] of barEvents(minor, octaves)) {
      for (const interval of intervals) {
        notes.push({
          time: (barStart + beat) * BEAT,
          duration: length * BEAT,
          midi: root + interval,
          velocity: 0.8,
        });
      }
    }
  }
  return notes.sort((a, b) => a.time - b.time || a.midi - b.midi);
}

export function chordEvents(reference: readonly ReferenceNote[]): ChordEvent[] {
  const events: ChordEvent[] = [];
  for (const note of [...reference].sort((a, b) => a.time - b.time || a.midi - b.midi)) {
    const last = events[events.length - 1];
    if (last && note.time === last.time) last.notes.push(note);
    else events.push({ time: note.time, notes: [note] });
  }
  return events;
}

export interface ChordPerformance {
  timbre: Exclude<Timbre, 'drums'>;
  /** Play each event's lowest tone, or all of its tones at once. */
  voicing: 'lowest' | 'all';
  /** Share of the events whose root (lowest tone) is played a semitone off, chosen at random. */
  wrongShare?: number;
  latency?: number;
  seed?: number;
}

export interface ChordTake {
  take: PerformedTake;
  events: ChordEvent[];
  /** Indices of the events played with a wrong root. */
  wrongEvents: Set<number>;
}

export function performChordTake(
  reference: readonly ReferenceNote[],
  performance: ChordPerformance,
): ChordTake {
  const events = chordEvents(reference);
  const random = createRandom(performance.seed ?? 5);
  const wrongEvents = new Set<number>();
  const wrongCount = Math.round(events.length * (performance.wrongShare ?? 0));
  while (wrongEvents.size < wrongCount) wrongEvents.add(Math.floor(random() * events.length));
  const played: ReferenceNote[] = [];
  for (const [index, event] of events.entries()) {
    const tones = performance.voicing === 'lowest' ? event.notes.slice(0, 1) : event.notes;
    for (const [tone, note] of tones.entries()) {
      const shift = tone === 0 && wrongEvents.has(index) ? (index % 2 ? 1 : -1) : 0;
      played.push({ ...note, midi: note.midi + shift });
    }
  }
  const take = performTake(played, {
    timbre: performance.timbre,
    latency: performance.latency,
    seed: performance.seed,
  });
  return { take, events, wrongEvents };
}
