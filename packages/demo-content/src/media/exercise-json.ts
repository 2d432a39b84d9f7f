// The SoundCheck exercise description (uploads/soundcheck/<mmsId>/exercise.json) in the format the
// SoundCheck engine parses: tempo, metre, count-in, the MIDI reference and, per part, its flags,
// pitch range, stem file names and notation file.

import type { Exercise, Note } from '../music/note-data.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';

export interface ExercisePartJson {
  name: string;
  instrument: string;
  can_record: boolean;
  default_bpm: number;
  has_backing: boolean;
  has_full: boolean;
  multiple: boolean;
  non_pitched: boolean;
  track: number;
  fmin: number;
  fmax: number;
  audio: { full: string; backing: string; solo: string };
  /** The part as MusicXML (notation-xml.ts). */
  notation: string;
}

export interface ExerciseJson {
  version: 1;
  title: string;
  tempo: number;
  timeSignature: [number, number];
  countInBars: number;
  midi: string;
  parts: ExercisePartJson[];
}

export const FULL_STEM = 'full.mp3';
export const MIDI_FILE = 'reference.mid';

/** File-name stem of a part ("Right Hand" -> "right-hand"). */
export function partFileName(partName: string): string {
  return partName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function notationFile(partName: string): string {
  return `${partFileName(partName)}.musicxml`;
}

export function backingStem(partName: string): string {
  return `${partFileName(partName)}-backing.mp3`;
}

export function soloStem(partName: string): string {
  return `${partFileName(partName)}-solo.mp3`;
}

/**
 * Whether two of the notes sound at the same time (chords, double stops, drum hits on one beat): the part's
 * `multiple` flag, computed from the notes that also go to its MIDI track.
 */
export function hasSimultaneousNotes(notes: readonly Note[]): boolean {
  const sorted = [...notes].sort((a, b) => a.start - b.start);
  let soundingUntil = -Infinity;
  for (const note of sorted) {
    // Beats are sums of fractions: a note starting where the last one ends must not overlap by a rounding.
    if (note.start < soundingUntil - 1e-6) return true;
    soundingUntil = Math.max(soundingUntil, note.start + note.duration);
  }
  return false;
}

export function buildExerciseJson(exercise: Exercise): ExerciseJson {
  return {
    version: 1,
    title: exercise.title,
    tempo: exercise.tempo,
    timeSignature: [...exercise.timeSignature],
    countInBars: exercise.countInBars,
    midi: MIDI_FILE,
    parts: exercise.parts.map((part, track) => {
      const profile = INSTRUMENT_PROFILES[part.instrument];
      return {
        name: part.name,
        instrument: part.instrument,
        can_record: part.canRecord,
        default_bpm: exercise.tempo,
        has_backing: true,
        has_full: true,
        multiple: hasSimultaneousNotes(part.notes),
        non_pitched: part.instrument === 'drums',
        track,
        fmin: profile.fmin,
        fmax: profile.fmax,
        audio: { full: FULL_STEM, backing: backingStem(part.name), solo: soloStem(part.name) },
        notation: notationFile(part.name),
      };
    }),
  };
}
