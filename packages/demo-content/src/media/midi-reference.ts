// Writes an exercise's reference.mid with @tonejs/midi: one track per part named after it, tempo and
// time signature set, count-in bars left empty so MIDI time 0 is the start of every audio stem.
// Drum parts go to channel 10 (index 9) with their General MIDI percussion keys.

import tonejsMidi from '@tonejs/midi';
import type { Exercise } from '../music/note-data.js';
import { beatsPerBar } from '../music/note-data.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';

// @tonejs/midi is CommonJS: Node exposes it only as a default export.
const { Midi } = tonejsMidi;

export const DRUM_CHANNEL = 9;

export function writeReferenceMidi(exercise: Exercise): Uint8Array {
  const midi = new Midi();
  const ppq = midi.header.ppq;
  midi.header.name = exercise.title;
  midi.header.setTempo(exercise.tempo);
  midi.header.timeSignatures.push({
    ticks: 0,
    timeSignature: [...exercise.timeSignature],
    measures: 0,
  });
  midi.header.update();
  const offsetBeats = exercise.countInBars * beatsPerBar(exercise);
  let nextChannel = 0;
  for (const part of exercise.parts) {
    const track = midi.addTrack();
    track.name = part.name;
    if (part.instrument === 'drums') {
      track.channel = DRUM_CHANNEL;
    } else {
      track.channel = nextChannel;
      nextChannel += nextChannel + 1 === DRUM_CHANNEL ? 2 : 1;
      track.instrument.number = INSTRUMENT_PROFILES[part.instrument].gmProgram;
    }
    for (const note of part.notes) {
      track.addNote({
        midi: note.midi,
        ticks: Math.round((offsetBeats + note.start) * ppq),
        durationTicks: Math.round(note.duration * ppq),
        velocity: note.velocity / 127,
      });
    }
  }
  return midi.toArray();
}
