// Renders one part of an exercise to PCM with its instrument's voice, placing every note after the
// count-in exactly where the MIDI reference puts it.

import type { Exercise, InstrumentId, Part } from '../music/note-data.js';
import { beatsPerBar, secondsPerBeat } from '../music/note-data.js';
import { midiToFrequency } from '../music/pitch.js';
import { voiceFor } from './voice-table.js';
import { createRandom } from './random.js';
import { SAMPLE_RATE, stemLengthSamples } from './render-settings.js';

/** Pitched notes are released a little early so repeated notes are heard as separate notes. */
const ARTICULATION: Partial<Record<InstrumentId, number>> = { keys: 0.92, guitar: 0.9, bass: 0.9 };

export function renderPart(exercise: Exercise, part: Part, seed: number): Float32Array {
  const out = new Float32Array(stemLengthSamples(exercise));
  const spb = secondsPerBeat(exercise);
  const offsetBeats = exercise.countInBars * beatsPerBar(exercise);
  const voice = voiceFor(part.instrument);
  const context = {
    sampleRate: SAMPLE_RATE,
    random: createRandom(seed),
    ...(part.vowel ? { vowel: part.vowel } : {}),
  };
  const articulation = ARTICULATION[part.instrument] ?? 0.95;
  for (const note of part.notes) {
    voice(
      out,
      {
        startSample: Math.round((offsetBeats + note.start) * spb * SAMPLE_RATE),
        durationSeconds: note.duration * spb * articulation,
        frequency: midiToFrequency(note.midi),
        midi: note.midi,
        amplitude: Math.pow(note.velocity / 127, 1.6),
      },
      context,
    );
  }
  return out;
}
