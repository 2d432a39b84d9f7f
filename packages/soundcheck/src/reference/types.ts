// The reference a take is scored against: the notes of one MIDI track, in seconds of the reference timeline
// (MIDI time 0 = start of the stems = start of the take, count-in included).

export interface ReferenceNote {
  /** Start in seconds. */
  time: number;
  duration: number;
  /** MIDI note number; for drum parts the General MIDI percussion key. */
  midi: number;
  /** 0..1 */
  velocity: number;
}

export interface ReferenceTrack {
  /** Position in the file's track list (see readMidi). */
  index: number;
  name: string;
  /** MIDI channel 0-15 of the track's notes. */
  channel: number;
  /** Channel 10 (index 9), the General MIDI percussion channel. */
  isPercussion: boolean;
  notes: ReferenceNote[];
}

export interface TempoChange {
  time: number;
  bpm: number;
}

export interface TimeSignatureChange {
  time: number;
  numerator: number;
  denominator: number;
}

export interface ReferenceSong {
  tracks: ReferenceTrack[];
  tempos: TempoChange[];
  timeSignatures: TimeSignatureChange[];
  /** End of the last note (s). */
  duration: number;
}
