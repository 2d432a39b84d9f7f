// Grid events (quantise.ts) into bars: rests fill the gaps, a note crossing a bar line is split and
// tied, and every piece is a written value (whole to sixteenth, plain or dotted), longer values
// split into tied pieces from the largest down.
import { DIVISIONS, stepsPerBar, type GridEvent, type Metre } from './quantise.js';

export type NoteType = 'whole' | 'half' | 'quarter' | 'eighth' | '16th';

/** A written piece of a note or rest: `pitches` empty is a rest. */
export interface WrittenNote {
  /** Grid steps from the start of its bar. */
  offset: number;
  duration: number;
  type: NoteType;
  dots: 0 | 1;
  pitches: number[];
  /** Tied to the piece before (`stop`) and/or after (`start`). */
  tieStop: boolean;
  tieStart: boolean;
}

export interface WrittenMeasure {
  /** 1-based, the book's bar numbers (the count-in is not written). */
  number: number;
  notes: WrittenNote[];
  /** The whole bar is one rest. */
  isRest: boolean;
}

interface WrittenValue {
  steps: number;
  type: NoteType;
  dots: 0 | 1;
}

/** Written values in quarters, largest first; in grid steps below. */
const VALUES: WrittenValue[] = (
  [
    [6, 'whole', 1],
    [4, 'whole', 0],
    [3, 'half', 1],
    [2, 'half', 0],
    [1.5, 'quarter', 1],
    [1, 'quarter', 0],
    [0.75, 'eighth', 1],
    [0.5, 'eighth', 0],
    [0.25, '16th', 0],
  ] as const
).map(([quarters, type, dots]) => ({ steps: quarters * DIVISIONS, type, dots }));

/** A length in grid steps as written values, largest first (7 = dotted quarter + sixteenth). */
export function splitValue(steps: number): WrittenValue[] {
  const pieces: WrittenValue[] = [];
  let left = steps;
  while (left > 0) {
    const value = VALUES.find((candidate) => candidate.steps <= left)!;
    pieces.push(value);
    left -= value.steps;
  }
  return pieces;
}

/** The bars of the music: at least `minBars`, enough for the last note. */
export function layOutMeasures(
  events: readonly GridEvent[],
  metre: Pick<Metre, 'timeSignature'>,
  minBars = 1,
): WrittenMeasure[] {
  const bar = stepsPerBar(metre);
  const beat = (4 * DIVISIONS) / metre.timeSignature[1];
  const last = events.at(-1);
  const bars = Math.max(minBars, last ? Math.ceil((last.start + last.duration) / bar) : 0, 1);
  const measures: WrittenMeasure[] = Array.from({ length: bars }, (_, i) => ({
    number: i + 1,
    notes: [],
    isRest: false,
  }));
  // Each stretch of the timeline, sounding or silent, in order.
  const spans: GridEvent[] = [];
  let time = 0;
  for (const event of events) {
    if (event.start > time) spans.push({ start: time, duration: event.start - time, pitches: [] });
    spans.push(event);
    time = event.start + event.duration;
  }
  if (time < bars * bar) spans.push({ start: time, duration: bars * bar - time, pitches: [] });
  for (const span of spans) {
    let at = span.start;
    const end = span.start + span.duration;
    while (at < end) {
      const index = Math.floor(at / bar);
      const inBar = Math.min(end, (index + 1) * bar) - at;
      let offset = at - index * bar;
      // Off the beat, the first piece reaches the next beat: a rest from the second sixteenth of a
      // beat reads dotted eighth, quarter, not dotted quarter, sixteenth.
      const toBeat = (beat - (offset % beat)) % beat;
      const head = Math.min(inBar, toBeat);
      for (const value of [...splitValue(head), ...splitValue(inBar - head)]) {
        measures[index]!.notes.push({
          offset,
          duration: value.steps,
          type: value.type,
          dots: value.dots,
          pitches: span.pitches,
          tieStop: false,
          tieStart: false,
        });
        offset += value.steps;
      }
      at += inBar;
    }
  }
  // Ties: a sounding piece that is not the start of its event is tied from the piece before it.
  const flat = measures.flatMap((measure) =>
    measure.notes.map((note) => ({ note, at: (measure.number - 1) * bar + note.offset })),
  );
  const startsAt = new Set(events.map((event) => event.start));
  flat.forEach(({ note, at }, i) => {
    note.tieStop = note.pitches.length > 0 && !startsAt.has(at);
    if (note.tieStop) flat[i - 1]!.note.tieStart = true;
  });
  for (const measure of measures) {
    measure.isRest = measure.notes.every((note) => note.pitches.length === 0);
  }
  return measures;
}
