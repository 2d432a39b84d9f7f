// The exercise definition (a SoundCheck item): tempo, metre, count-in and parts with the spec's part info,
// their MIDI track, audio stems and, optionally, notation (MusicXML). docs/scoring.md describes the JSON; the demo-content generator writes it.

export interface ExerciseAudio {
  /** Full mix, when the part has_full. Paths are relative to the exercise file. */
  full?: string;
  /** Everything but this part, when the part has_backing. */
  backing?: string;
  /** This part alone. */
  solo?: string;
}

/** The spec's "Sound part info" plus what the engine needs to score the part. */
export interface ExercisePart {
  name: string;
  instrument: string;
  can_record: boolean;
  default_bpm: number;
  has_backing: boolean;
  has_full: boolean;
  multiple: boolean;
  non_pitched: boolean;
  /** MIDI track index or track name. */
  track: number | string;
  /** Pitch detector range for this part (Hz); the engine default is E1-C7. */
  fmin?: number;
  fmax?: number;
  audio: ExerciseAudio;
  /**
   * The part as MusicXML (a score-partwise file, `.musicxml` or `.xml`), relative to the exercise file.
   * Without it the player draws notation derived from the part's MIDI track (src/notation/).
   */
  notation?: string;
}

export interface Exercise {
  version: 1;
  title: string;
  /** Reference tempo in quarter-note beats per minute. */
  tempo: number;
  /** [beats per bar, beat unit], e.g. [4, 4] or [6, 8]. */
  timeSignature: [number, number];
  countInBars: number;
  /** Standard MIDI File with the reference parts, relative to the exercise file. */
  midi: string;
  parts: ExercisePart[];
}
