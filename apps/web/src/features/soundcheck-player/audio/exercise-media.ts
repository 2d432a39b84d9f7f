// Loads a SoundCheck exercise for the player in two stages, so the player can show the score before
// the audio is in: the exercise file and its reference MIDI (loadExerciseScore), then one part's stems
// (loadPartStems), downloaded with byte progress and decoded. loadExerciseMedia does both for every part.
import {
  ExerciseError,
  MidiReadError,
  TrackSelectionError,
  findPart,
  parseExercise,
  readMidi,
  selectTrack,
  type Exercise,
  type ExercisePart,
  type ReferenceNote,
  type ReferenceSong,
  type TempoChange,
  type TimeSignatureChange,
} from '@bandbook/soundcheck';
import { ExerciseLoadError } from './exercise-load-error';
import { fetchBytes } from './fetch-bytes';
import { fileName, siblingUrl } from './media-url';
import { SharedStemFiles, loadStemFile, type DecodeAudio } from './stem-files';

export type { DecodeAudio } from './stem-files';

export interface LoadProgress {
  loadedBytes: number;
  /** 0 while any file's size is unknown. */
  totalBytes: number;
  /** The file that just advanced. */
  file: string;
}

export interface LoadOptions {
  signal?: AbortSignal;
  /** Bytes so far over every file of this call (the stems of a part: all of them together). */
  onProgress?: (progress: LoadProgress) => void;
  fetch?: typeof fetch;
}

export interface ScorePart {
  part: ExercisePart;
  /** The part's reference notes, in seconds of the reference timeline. */
  notes: ReferenceNote[];
}

export interface ExerciseScore {
  /** The signed exercise.json URL the stems are fetched next to. */
  exerciseUrl: string;
  exercise: Exercise;
  parts: ScorePart[];
  /** Tempo and metre changes in the MIDI file (the exercise's tempo and timeSignature rule the bars). */
  tempos: TempoChange[];
  timeSignatures: TimeSignatureChange[];
  /** End of the last note of any part; loadExerciseMedia makes it the longest stem when that is longer. */
  durationSeconds: number;
}

export type StemName = 'full' | 'backing' | 'solo';
export const STEM_NAMES: readonly StemName[] = ['full', 'backing', 'solo'];

export type PartStems = Partial<Record<StemName, AudioBuffer>>;

export interface ExerciseMedia {
  score: ExerciseScore;
  /** Stems by part name. */
  stems: Record<string, PartStems>;
}

const sharedFiles = new WeakMap<ExerciseScore, SharedStemFiles>();

export async function loadExerciseScore(
  exerciseUrl: string,
  options: LoadOptions = {},
): Promise<ExerciseScore> {
  const jsonFile = fileName(exerciseUrl);
  const jsonBytes = await fetchFile(exerciseUrl, jsonFile, options);
  const exercise = parseExerciseBytes(jsonBytes, jsonFile);
  const midiBytes = await fetchFile(siblingUrl(exerciseUrl, exercise.midi), exercise.midi, options);
  let song: ReferenceSong;
  try {
    song = readMidi(new Uint8Array(midiBytes));
  } catch (error) {
    if (!(error instanceof MidiReadError)) throw error;
    throw new ExerciseLoadError(`${exercise.midi} is ${error.message}.`, { cause: error });
  }
  const parts = exercise.parts.map((part) => {
    try {
      return { part, notes: selectTrack(song, part.track).notes };
    } catch (error) {
      if (!(error instanceof TrackSelectionError)) throw error;
      throw new ExerciseLoadError(`Part ${part.name}: ${error.message}`, { cause: error });
    }
  });
  const noteEnds = parts.flatMap(({ notes }) => notes.map((note) => note.time + note.duration));
  const score = {
    exerciseUrl,
    exercise,
    parts,
    tempos: song.tempos,
    timeSignatures: song.timeSignatures,
    durationSeconds: Math.max(0, ...noteEnds),
  };
  sharedFiles.set(score, new SharedStemFiles());
  return score;
}

/** One part's stems; a file other parts use too is downloaded once per score. */
export async function loadPartStems(
  score: ExerciseScore,
  partName: string,
  decode: DecodeAudio,
  options: LoadOptions = {},
): Promise<PartStems> {
  let part: ExercisePart;
  try {
    part = findPart(score.exercise, partName);
  } catch (error) {
    if (!(error instanceof ExerciseError)) throw error;
    throw new ExerciseLoadError(error.message, { cause: error });
  }
  const useCount = new Map<string, number>();
  for (const other of score.exercise.parts) {
    for (const name of new Set(Object.values(other.audio))) {
      if (name) useCount.set(name, (useCount.get(name) ?? 0) + 1);
    }
  }
  const shared = sharedFiles.get(score) ?? new SharedStemFiles();
  sharedFiles.set(score, shared);
  const tally = new ProgressTally(options.onProgress);
  const loads = new Map<string, Promise<AudioBuffer>>();
  for (const stem of STEM_NAMES) {
    const name = part.audio[stem];
    if (!name || loads.has(name)) continue;
    const url = siblingUrl(score.exerciseUrl, name);
    const fileOptions = { ...options, onBytes: tally.reporter(name) };
    loads.set(
      name,
      (useCount.get(name) ?? 0) > 1
        ? shared.load(url, name, decode, fileOptions)
        : loadStemFile(url, name, decode, fileOptions),
    );
  }
  const stems: PartStems = {};
  await Promise.all(
    STEM_NAMES.map(async (stem) => {
      const name = part.audio[stem];
      if (name) stems[stem] = await loads.get(name);
    }),
  );
  return stems;
}

/** The score and every part's stems (shared files once), the duration taken from the longest stem. */
export async function loadExerciseMedia(
  exerciseUrl: string,
  decode: DecodeAudio,
  options: LoadOptions = {},
): Promise<ExerciseMedia> {
  const score = await loadExerciseScore(exerciseUrl, options);
  const tally = new ProgressTally(options.onProgress);
  const entries = await Promise.all(
    score.parts.map(async ({ part }) => {
      const partOptions = { ...options, onProgress: tally.forward(part.name) };
      return [part.name, await loadPartStems(score, part.name, decode, partOptions)] as const;
    }),
  );
  const stems = Object.fromEntries(entries);
  const stemSeconds = entries.flatMap(([, part]) => Object.values(part).map((b) => b.duration));
  return {
    score: { ...score, durationSeconds: Math.max(score.durationSeconds, ...stemSeconds) },
    stems,
  };
}

function parseExerciseBytes(bytes: ArrayBuffer, file: string): Exercise {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new ExerciseLoadError(`${file} is not valid JSON.`, { cause: error });
  }
  try {
    return parseExercise(json);
  } catch (error) {
    if (!(error instanceof ExerciseError)) throw error;
    throw new ExerciseLoadError(error.message, { cause: error });
  }
}

function fetchFile(url: string, file: string, options: LoadOptions) {
  const tally = new ProgressTally(options.onProgress);
  return fetchBytes(url, file, { ...options, onBytes: tally.reporter(file) });
}

/** Adds up the byte progress of several files into one LoadProgress. */
class ProgressTally {
  private readonly files = new Map<string, { loaded: number; total: number }>();

  constructor(private readonly onProgress?: (progress: LoadProgress) => void) {}

  /** A byte callback for one file; the file counts (with an unknown size) from now on. */
  reporter(file: string) {
    this.files.set(file, { loaded: 0, total: 0 });
    return (loaded: number, total: number) => {
      this.files.set(file, { loaded, total });
      this.report(file);
    };
  }

  /** A progress callback for a nested load, counted under `prefix` (with an unknown size) from now on. */
  forward(prefix: string) {
    this.files.set(prefix, { loaded: 0, total: 0 });
    return (progress: LoadProgress) => {
      this.files.set(prefix, { loaded: progress.loadedBytes, total: progress.totalBytes });
      this.report(progress.file);
    };
  }

  private report(file: string) {
    if (!this.onProgress) return;
    let loadedBytes = 0;
    let totalBytes = 0;
    let isKnown = true;
    for (const entry of this.files.values()) {
      loadedBytes += entry.loaded;
      totalBytes += entry.total;
      if (entry.total === 0) isKnown = false;
    }
    this.onProgress({ loadedBytes, totalBytes: isKnown ? totalBytes : 0, file });
  }
}
