// Standard MIDI File -> reference song, through @tonejs/midi. Track indices are those @tonejs/midi gives:
// a format-1 file's leading tempo-only track is not counted, and a track mixing several channels or
// programs is split into one track per channel/program, in order of appearance.
import * as tonejs from '@tonejs/midi';
import type { ReferenceSong, ReferenceTrack } from './types.js';

type MidiConstructor = typeof tonejs.Midi;

// @tonejs/midi ships CommonJS only: Node exposes it as a default export, bundlers as named exports.
const Midi: MidiConstructor =
  (tonejs as unknown as { default?: { Midi: MidiConstructor } }).default?.Midi ?? tonejs.Midi;

export class MidiReadError extends Error {
  override name = 'MidiReadError';
}

export function readMidi(bytes: Uint8Array): ReferenceSong {
  let midi: InstanceType<MidiConstructor>;
  try {
    midi = new Midi(bytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MidiReadError(`not a readable MIDI file (${reason})`);
  }
  const tracks: ReferenceTrack[] = midi.tracks.map((track, index) => ({
    index,
    name: track.name,
    channel: track.channel,
    isPercussion: track.channel === 9 || track.instrument.percussion,
    notes: track.notes
      .map((note) => ({
        time: note.time,
        duration: note.duration,
        midi: note.midi,
        velocity: note.velocity,
      }))
      .sort((a, b) => a.time - b.time || a.midi - b.midi),
  }));
  const header = midi.header;
  return {
    tracks,
    tempos: header.tempos.map((tempo) => ({
      time: header.ticksToSeconds(tempo.ticks),
      bpm: tempo.bpm,
    })),
    timeSignatures: header.timeSignatures.map((signature) => ({
      time: header.ticksToSeconds(signature.ticks),
      numerator: signature.timeSignature[0] ?? 4,
      denominator: signature.timeSignature[1] ?? 4,
    })),
    duration: tracks.reduce(
      (end, track) =>
        track.notes.reduce((last, note) => Math.max(last, note.time + note.duration), end),
      0,
    ),
  };
}
