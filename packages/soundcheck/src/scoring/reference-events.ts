// Reference notes grouped into events: a note starting within the chord window (30 ms) of an event's first
// note joins it, so notes written together are one chord, which the monophonic analysis hears as one played
// note. The window is measured from the first note, so a fast run does not chain into one event. Most parts
// are single notes, one note per event. Applies whatever the exercise's `multiple` flag says.
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
  // A hair over the window, so that 30 ms apart (1.03 - 1 is 0.0300000000000000266 s) still counts.
  const window = SCORING_RULES.chordWindowMs / 1000 + 1e-9;
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

/** Whether a part has notes that sound together, so the analysis should run its chord path. */
export function hasChords(notes: readonly ReferenceNote[]): boolean {
  return groupReferenceEvents(notes).some((event) => event.midis.length > 1);
}
