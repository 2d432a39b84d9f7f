// What the onset detector's recent spectra tell the note tracker about a note (see onset/attack-start.ts,
// onset/legato-start.ts, onset/struck-pitch.ts); the streaming analyser provides it.

export interface NoteSpectra {
  /** Where a note heard from `start` at MIDI `midi` began, given the note before (NaN for none). */
  attackStart(start: number, midi: number, previousMidi: number): number;
  /** How far (dB) the fundamental of `midi` stands under its harmonics from `start` to `end`, or NaN. */
  fundamentalDeficit(start: number, end: number, midi: number): number;
  /**
   * Where a note placed at `found` began, given the last note of another pitch (onset/legato-start.ts);
   * `attack` says whether `found` marks an attack (an onset, or attackStart's start) or only a change of
   * pitch.
   */
  legatoStart(found: number, midi: number, previousMidi: number, attack: boolean): number;
  /**
   * The pitch of a note read at `midi` and struck at `onset` while the note before still rang
   * (onset/struck-pitch.ts).
   */
  struckPitch(onset: number, midi: number): number;
}
