// Assembles an exercise from the pieces a book file writes (progression, parts) and checks the note
// data once, here, so the notation, audio and MIDI code can rely on it: every note is a notated value
// inside one bar, and drum parts use only kit pieces the synthesiser knows.

import type { Exercise, InstrumentId, Note, Part } from './note-data.js';
import { chordSymbols, parseProgression, type TimedChord } from './chords.js';
import { GM_DRUMS } from './drum-grooves.js';

const NOTATED_DURATIONS = [4, 3, 2, 1.5, 1, 0.75, 0.5, 0.25];
const KNOWN_DRUMS = new Set<number>(Object.values(GM_DRUMS));

export interface PartInput {
  name: string;
  instrument: InstrumentId;
  notes: Note[];
  learner?: boolean;
  vowel?: Part['vowel'];
  gain?: number;
}

export interface ExerciseInput {
  title: string;
  tip: string;
  tempo: number;
  timeSignature?: [number, 4];
  spelling?: Exercise['spelling'];
  /** Chord symbols for the whole exercise; its bar count sets the exercise length. */
  progression: TimedChord[];
  parts: PartInput[];
}

/** Parses a progression in the exercise's metre (a helper so book files read top to bottom). */
export function progression(text: string, beatsPerBar = 4): TimedChord[] {
  return parseProgression(text, beatsPerBar);
}

export function buildExercise(input: ExerciseInput): Exercise {
  const timeSignature = input.timeSignature ?? [4, 4];
  const last = input.progression[input.progression.length - 1];
  const totalBeats = last ? last.start + last.duration : 0;
  const exercise: Exercise = {
    title: input.title,
    tip: input.tip,
    tempo: input.tempo,
    timeSignature,
    countInBars: 1,
    bars: Math.round(totalBeats / timeSignature[0]),
    spelling: input.spelling ?? 'sharps',
    chords: chordSymbols(input.progression),
    parts: input.parts.map((part) => ({
      name: part.name,
      instrument: part.instrument,
      isLearnerPart: part.learner ?? false,
      // Drum parts can always be recorded: SoundCheck scores their rhythm alone.
      canRecord: (part.learner ?? false) || part.instrument === 'drums',
      notes: [...part.notes].sort((a, b) => a.start - b.start || a.midi - b.midi),
      ...(part.vowel ? { vowel: part.vowel } : {}),
      ...(part.gain ? { gain: part.gain } : {}),
    })),
  };
  validateExercise(exercise);
  return exercise;
}

export function validateExercise(exercise: Exercise): void {
  const beatsPerBar = exercise.timeSignature[0];
  const end = exercise.bars * beatsPerBar;
  const learners = exercise.parts.filter((p) => p.isLearnerPart).length;
  if (learners !== 1) throw new Error(`"${exercise.title}" needs exactly one learner part`);
  if (exercise.parts.length < 2) throw new Error(`"${exercise.title}" needs an accompaniment`);
  for (const part of exercise.parts) {
    for (const note of part.notes) {
      const where = `"${exercise.title}" ${part.name} at beat ${note.start}`;
      if (!NOTATED_DURATIONS.some((d) => Math.abs(d - note.duration) < 1e-9)) {
        throw new Error(`${where}: duration ${note.duration} cannot be notated`);
      }
      const barStart = Math.floor(note.start / beatsPerBar + 1e-9) * beatsPerBar;
      if (
        note.start < 0 ||
        note.start + note.duration > Math.min(end, barStart + beatsPerBar) + 1e-9
      ) {
        throw new Error(`${where}: note crosses a bar line or the end`);
      }
      if (part.instrument === 'drums' && !KNOWN_DRUMS.has(note.midi)) {
        throw new Error(`${where}: unknown drum ${note.midi}`);
      }
    }
  }
}
