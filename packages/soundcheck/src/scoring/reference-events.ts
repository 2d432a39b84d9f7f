// Reference notes grouped into events: notes starting within the chord window are one chord, which the
// monophonic analysis hears as one played note. Most parts are single notes, one note per event.
import type { ReferenceNote } from '../reference/types.js';
import { SCORING_RULES } from './scoring-rules.js';

export interface ReferenceEvent {
  /** Reference time of the event's first note (s). */
  time: number;
  /** The MIDI numbers of its notes. */
  midis: number[];
  /** Indices of its notes in the (time-sorted) reference. */
  noteIndices: number[];
}

export function groupReferenceEvents(notes: readonly ReferenceNote[]): ReferenceEvent[] {
  const events: ReferenceEvent[] = [];
  const window = SCORING_RULES.chordWindowMs / 1000;
  for (const [index, note] of notes.entries()) {
    const last = events[events.length - 1];
    if (last && note.time - last.time <= window) {
      last.midis.push(note.midi);
      last.noteIndices.push(index);
    } else {
      events.push({ time: note.time, midis: [note.midi], noteIndices: [index] });
    }
  }
  return events;
}
