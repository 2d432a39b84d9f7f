// The note data every demo medium is made from: audio, notation, MIDI, video and SoundCheck all read
// these structures, so what a learner hears, sees and is scored against can never disagree.

export type InstrumentId =
  'guitar' | 'bass' | 'drums' | 'keys' | 'saxophone' | 'trumpet' | 'flute' | 'violin' | 'voice';

/** One sounding note. Times are in beats (quarter notes) from the first bar after the count-in. */
export interface Note {
  /** MIDI note number; for drum parts a General MIDI percussion key. */
  midi: number;
  start: number;
  duration: number;
  /** 1-127, as in MIDI. */
  velocity: number;
}

export interface ChordSymbol {
  /** Beat from the start of the exercise, where the symbol is printed. */
  start: number;
  symbol: string;
}

export interface Part {
  name: string;
  instrument: InstrumentId;
  /** The part a learner of this book plays and SoundCheck records. */
  isLearnerPart: boolean;
  canRecord: boolean;
  notes: Note[];
  /** Vowel for the formant voice; ignored by other instruments. */
  vowel?: 'ah' | 'oo' | 'ee';
  /** Mix level relative to the other parts (1 = nominal). */
  gain?: number;
}

export interface Exercise {
  title: string;
  /** One or two sentences printed above the exercise and used as the video description. */
  tip: string;
  tempo: number;
  /** Only x/4 metres: beats are quarter notes everywhere in this package. */
  timeSignature: [number, 4];
  countInBars: number;
  bars: number;
  /** Prefer flats when spelling black keys (F major, Bb blues, ...). */
  spelling: 'sharps' | 'flats';
  chords: ChordSymbol[];
  parts: Part[];
}

export function beatsPerBar(exercise: Exercise): number {
  return exercise.timeSignature[0];
}

export function secondsPerBeat(exercise: Exercise): number {
  return 60 / exercise.tempo;
}

/** Seconds from the start of the stems (count-in included) to the end of the last bar. */
export function exerciseLengthSeconds(exercise: Exercise): number {
  return (exercise.countInBars + exercise.bars) * beatsPerBar(exercise) * secondsPerBeat(exercise);
}

export function learnerPart(exercise: Exercise): Part {
  const part = exercise.parts.find((p) => p.isLearnerPart);
  if (!part) throw new Error(`exercise "${exercise.title}" has no learner part`);
  return part;
}
