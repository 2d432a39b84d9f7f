// Checks an uploaded SoundCheck exercise with the engine's own parser (docs/scoring.md §1: the JSON,
// its MIDI tracks and stems) and lays it out as the learner side reads it, the way the demo content
// does: uploads/soundcheck/<mmsId>/exercise.json with the files it names beside it.
import { posix } from 'node:path';
import { parseExercise, readMidi, selectTrack, type Exercise } from '@bandbook/soundcheck';
import { isValidKey, type Storage } from '../../storage/storage.js';
import {
  ExerciseUploadError,
  findExerciseJson,
  findUploadedFile,
  readUploadedFiles,
  type UploadedFiles,
} from './exercise-upload.js';

export { ExerciseUploadError } from './exercise-upload.js';

export interface ExerciseLayout {
  writes: { key: string; bytes: Uint8Array }[];
  /** The full mix of the first part that has one: the item's audioFilePath. */
  audioFilePath: string | null;
}

export const exerciseFolder = (mmsId: string) => `uploads/soundcheck/${mmsId}/`;
export const exerciseKey = (mmsId: string) => `${exerciseFolder(mmsId)}exercise.json`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parse(bytes: Uint8Array): Exercise {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new ExerciseUploadError(`The exercise file is not valid JSON (${messageOf(error)}).`);
  }
  try {
    return parseExercise(json);
  } catch (error) {
    throw new ExerciseUploadError(messageOf(error));
  }
}

/** The files the exercise names: its MIDI file and every stem, with where each is named. */
function namedFiles(exercise: Exercise): { path: string; where: string }[] {
  const named = [{ path: exercise.midi, where: 'midi' }];
  exercise.parts.forEach((part, i) => {
    for (const kind of ['full', 'backing', 'solo'] as const) {
      const path = part.audio[kind];
      if (path) named.push({ path, where: `parts[${i}].audio.${kind}` });
    }
  });
  return named;
}

function readSong(exercise: Exercise, bytes: Uint8Array) {
  try {
    return readMidi(bytes);
  } catch (error) {
    throw new ExerciseUploadError(`MIDI file "${exercise.midi}": ${messageOf(error)}`);
  }
}

/** Every part's track must exist in the MIDI file and hold notes. */
function checkMidi(exercise: Exercise, bytes: Uint8Array) {
  const song = readSong(exercise, bytes);
  exercise.parts.forEach((part, i) => {
    try {
      selectTrack(song, part.track);
    } catch (error) {
      throw new ExerciseUploadError(`parts[${i}] (${part.name}): ${messageOf(error)}`);
    }
  });
}

function layOut(upload: UploadedFiles, mmsId: string): ExerciseLayout {
  const jsonPath = findExerciseJson(upload);
  const jsonBytes = upload.files.get(jsonPath)!;
  const exercise = parse(jsonBytes);
  const folder = exerciseFolder(mmsId);
  const writes = new Map<string, Uint8Array>([[exerciseKey(mmsId), jsonBytes]]);
  for (const { path, where } of namedFiles(exercise)) {
    const key = folder + posix.normalize(path);
    if (posix.isAbsolute(path) || !key.startsWith(folder) || !isValidKey(key)) {
      throw new ExerciseUploadError(`The file name "${path}" (${where}) is not allowed.`);
    }
    const bytes = findUploadedFile(upload, jsonPath, path);
    if (!bytes) {
      throw new ExerciseUploadError(
        `The exercise names "${path}" (${where}), which is not in the upload.`,
      );
    }
    writes.set(key, bytes);
  }
  checkMidi(exercise, writes.get(folder + posix.normalize(exercise.midi))!);
  const full = exercise.parts.find((part) => part.audio.full)?.audio.full;
  return {
    writes: [...writes].map(([key, bytes]) => ({ key, bytes })),
    audioFilePath: full ? folder + posix.normalize(full) : null,
  };
}

/** Throws ExerciseUploadError with the reason (the parser's message for a bad definition). */
export async function prepareExercise(
  storage: Storage,
  mmsId: string,
  keys: string[],
): Promise<ExerciseLayout> {
  return layOut(await readUploadedFiles(storage, keys), mmsId);
}

export async function writeExercise(storage: Storage, layout: ExerciseLayout) {
  for (const { key, bytes } of layout.writes) await storage.write(key, bytes);
}
