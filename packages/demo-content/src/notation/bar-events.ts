// Turns a part's notes into what the engraver draws, bar by bar: chords (notes sharing an onset),
// the rests that fill the gaps, which accidentals must be printed, beam groups, tab frets.

import type { Exercise, Part } from '../music/note-data.js';
import { beatsPerBar } from '../music/note-data.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';
import { drumPosition, fretChord, pitchPosition, type FrettedNote } from './staff-positions.js';

export interface NoteHead {
  position: number;
  head: 'normal' | 'x';
  /** The accidental to print (-1 flat, 0 natural, 1 sharp), if one is needed. */
  accidental?: number;
  isOpen?: boolean;
  fret?: FrettedNote;
}

export interface NotationEvent {
  /** Beat from the start of the exercise. */
  start: number;
  duration: number;
  isRest: boolean;
  /** A whole-bar rest is drawn centred whatever the metre. */
  isBarRest?: boolean;
  heads: NoteHead[];
  isAccented: boolean;
}

export interface NotatedBar {
  index: number;
  events: NotationEvent[];
  /** Runs of eighths/sixteenths inside one beat, joined by a beam. */
  beams: NotationEvent[][];
}

const ACCENT_VELOCITY = 110;
const EPSILON = 1e-9;

export function notateBars(exercise: Exercise, part: Part): NotatedBar[] {
  const profile = INSTRUMENT_PROFILES[part.instrument];
  const perBar = beatsPerBar(exercise);
  let hand = 0;
  const bars: NotatedBar[] = [];
  for (let index = 0; index < exercise.bars; index += 1) {
    const barStart = index * perBar;
    const barEnd = barStart + perBar;
    const accidentals = new Map<number, number>();
    const events: NotationEvent[] = [];
    const notes = part.notes.filter(
      (n) => n.start >= barStart - EPSILON && n.start < barEnd - EPSILON,
    );
    const onsets = [...new Set(notes.map((n) => n.start))].sort((a, b) => a - b);
    let cursor = barStart;
    for (const onset of onsets) {
      const chord = notes.filter((n) => Math.abs(n.start - onset) < EPSILON);
      if (onset > cursor + EPSILON) events.push(...restsBetween(cursor, onset, barStart, barEnd));
      const duration = Math.max(...chord.map((n) => n.duration));
      let heads: NoteHead[];
      if (profile.clef === 'percussion') {
        heads = chord.map((n) => {
          const drum = drumPosition(n.midi);
          return {
            position: drum.position,
            head: drum.head,
            ...(drum.isOpen ? { isOpen: true } : {}),
          };
        });
      } else {
        const clef = profile.clef;
        heads = chord.map((n) => {
          const placed = pitchPosition(n.midi + profile.writtenTranspose, clef, exercise.spelling);
          const current = accidentals.get(placed.diatonic) ?? 0;
          accidentals.set(placed.diatonic, placed.accidental);
          return {
            position: placed.position,
            head: 'normal' as const,
            ...(current !== placed.accidental ? { accidental: placed.accidental } : {}),
          };
        });
        if (profile.tabTuning) {
          const sounding = chord.map((n) => n.midi);
          const frets = fretChord(sounding, profile.tabTuning, hand);
          const sorted = [...sounding].sort((a, b) => b - a);
          heads.forEach((head, i) => {
            const fret = frets[sorted.indexOf(chord[i]?.midi ?? 0)];
            if (fret) head.fret = fret;
          });
          const fretted = frets.filter((f) => f.fret > 0).map((f) => f.fret);
          if (fretted.length > 0) hand = Math.round((hand + Math.min(...fretted)) / 2);
        }
      }
      heads.sort((a, b) => a.position - b.position);
      events.push({
        start: onset,
        duration,
        isRest: false,
        heads,
        isAccented: chord.some((n) => n.velocity >= ACCENT_VELOCITY),
      });
      cursor = onset + duration;
    }
    if (cursor < barEnd - EPSILON) events.push(...restsBetween(cursor, barEnd, barStart, barEnd));
    bars.push({ index, events, beams: beamGroups(events, barStart) });
  }
  return bars;
}

function restsBetween(from: number, to: number, barStart: number, barEnd: number): NotationEvent[] {
  const rest = (start: number, duration: number, isBarRest = false): NotationEvent => ({
    start,
    duration,
    isRest: true,
    ...(isBarRest ? { isBarRest } : {}),
    heads: [],
    isAccented: false,
  });
  if (Math.abs(from - barStart) < EPSILON && Math.abs(to - barEnd) < EPSILON) {
    return [rest(from, to - from, true)];
  }
  const rests: NotationEvent[] = [];
  let cursor = from;
  while (cursor < to - EPSILON) {
    const offset = cursor - barStart;
    const value =
      [2, 1, 0.5, 0.25].find(
        (d) =>
          d <= to - cursor + EPSILON && Math.abs(offset / d - Math.round(offset / d)) < EPSILON,
      ) ?? 0.25;
    rests.push(rest(cursor, value));
    cursor += value;
  }
  return rests;
}

function beamGroups(events: NotationEvent[], barStart: number): NotationEvent[][] {
  const groups: NotationEvent[][] = [];
  let current: NotationEvent[] = [];
  let currentBeat = -1;
  for (const event of events) {
    const beat = Math.floor(event.start - barStart + EPSILON);
    const endsInBeat = Math.floor(event.start + event.duration - barStart - EPSILON) === beat;
    const isBeamable = !event.isRest && event.duration < 1 && endsInBeat;
    if (isBeamable && beat === currentBeat) {
      current.push(event);
      continue;
    }
    if (current.length > 1) groups.push(current);
    current = isBeamable ? [event] : [];
    currentBeat = isBeamable ? beat : -1;
  }
  if (current.length > 1) groups.push(current);
  return groups;
}
