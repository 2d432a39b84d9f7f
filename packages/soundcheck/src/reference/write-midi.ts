// Writes a reference song back to a Standard MIDI File (tests, demo content, fixtures).
import * as tonejs from '@tonejs/midi';
import type { ReferenceNote } from './types.js';

type MidiConstructor = typeof tonejs.Midi;
const Midi: MidiConstructor =
  (tonejs as unknown as { default?: { Midi: MidiConstructor } }).default?.Midi ?? tonejs.Midi;

export interface MidiTrackSpec {
  name: string;
  notes: readonly ReferenceNote[];
  /** 9 for General MIDI drums. */
  channel?: number;
}

/** A format-1 file at a constant tempo and time signature. */
export function writeMidi(
  tracks: readonly MidiTrackSpec[],
  bpm: number,
  timeSignature: readonly [number, number] = [4, 4],
): Uint8Array {
  const midi = new Midi();
  midi.header.setTempo(bpm);
  midi.header.timeSignatures.push({
    ticks: 0,
    timeSignature: [timeSignature[0], timeSignature[1]],
  });
  midi.header.update();
  for (const spec of tracks) {
    const track = midi.addTrack();
    track.name = spec.name;
    track.channel = spec.channel ?? 0;
    for (const note of spec.notes) {
      track.addNote({
        midi: note.midi,
        time: note.time,
        duration: note.duration,
        velocity: note.velocity,
      });
    }
  }
  return midi.toArray();
}
