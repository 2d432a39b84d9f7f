// What the note tracker judges of the sounding note from its own parts and the notes before it, without the
// spectra: whether its frames are still the note before, whether it is the note before slipped an octave,
// and its pitch.
import { isOctave } from '../music/intervals.js';
import type { NoteFrames } from './note-frames.js';
import type { NoteStart } from './note-start.js';
import { NOTE_TRACKING } from './note-thresholds.js';
import type { OctaveReadings } from './octave-readings.js';
import type { RecentNotes } from './recent-notes.js';

/**
 * Whether the sounding note's frames so far are the note before, still heard by the long pitch window just
 * after an onset. Its octave is then no slip (decision 029's subharmonic at a legato fifth lies an octave
 * under the note before).
 */
export function hearsNoteBefore(
  start: NoteStart,
  frames: NoteFrames,
  recent: RecentNotes,
): boolean {
  return (
    frames.lastTime - start.time < NOTE_TRACKING.minSplit &&
    Math.abs(frames.median() - recent.midi) <= NOTE_TRACKING.pitchTolerance
  );
}

/**
 * Whether the sounding note, ending at `offset`, is a piece shorter than octaveChange read at the octave of
 * the note it directly follows: an onset cut that note and its next frames slipped an octave, as a weak
 * fundamental's do (decision 033). It is that note.
 */
export function isOctaveSlipOfNoteBefore(
  start: NoteStart,
  frames: NoteFrames,
  recent: RecentNotes,
  offset: number,
): boolean {
  return (
    offset - start.time < NOTE_TRACKING.octaveChange &&
    recent.followsDirectly(start.time) &&
    isOctave(frames.median() - recent.midi)
  );
}

/**
 * The sounding note's pitch: its median, moved by `struckShift` to the pitch struck at its start (decision
 * 035), or the median of its frames read an octave below when they outnumber its own (decision 038).
 */
export function notePitch(
  frames: NoteFrames,
  octaves: OctaveReadings,
  struckShift: number,
): number {
  if (struckShift !== 0 || !octaves.belowOutnumber(frames.count))
    return frames.median() + struckShift;
  return octaves.medianBelow();
}
