// Each part of an exercise as MusicXML (uploads/soundcheck/<mmsId>/<part>.musicxml), made by the
// SoundCheck engine's converter from the same notes reference.mid is written from, so the notation
// the player draws is the reference a take is scored against.
import { notesToMusicXml } from '@bandbook/soundcheck';
import type { Exercise, Part } from '../music/note-data.js';
import { beatsPerBar, secondsPerBeat } from '../music/note-data.js';

export function writePartMusicXml(exercise: Exercise, part: Part): string {
  const beat = secondsPerBeat(exercise);
  const offsetBeats = exercise.countInBars * beatsPerBar(exercise);
  return notesToMusicXml({
    title: exercise.title,
    partName: part.name,
    instrument: part.instrument,
    nonPitched: part.instrument === 'drums',
    tempo: exercise.tempo,
    timeSignature: exercise.timeSignature,
    countInBars: exercise.countInBars,
    bars: exercise.bars,
    spelling: exercise.spelling,
    notes: part.notes.map((note) => ({
      time: (offsetBeats + note.start) * beat,
      duration: note.duration * beat,
      midi: note.midi,
      velocity: note.velocity / 127,
    })),
  });
}
