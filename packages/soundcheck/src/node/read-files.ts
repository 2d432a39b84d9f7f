// File access for the Node side (CLI, server, tests): reading takes, MIDI references and exercises from disk.
// Kept apart so the engine itself never touches `fs` and runs in workers and AudioWorklets.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseExercise } from '../exercise/parse-exercise.js';
import type { Exercise } from '../exercise/exercise.js';
import { readMidi } from '../reference/read-midi.js';
import type { ReferenceSong } from '../reference/types.js';
import { decodeWav } from '../wav/read-wav.js';
import type { DecodedWav } from '../wav/read-wav.js';

/** A file that is missing, unreadable or not in the expected format. */
export class InputFileError extends Error {
  override name = 'InputFileError';
}

function readBytes(path: string, what: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a directory'
          : String(code ?? error);
    throw new InputFileError(`cannot read ${what} ${path}: ${reason}`);
  }
}

function decoded<T>(path: string, what: string, decode: () => T): T {
  try {
    return decode();
  } catch (error) {
    throw new InputFileError(
      `${what} ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export function readWavFile(path: string): DecodedWav {
  const bytes = readBytes(path, 'WAV file');
  return decoded(path, 'WAV file', () => decodeWav(bytes));
}

export function readMidiFile(path: string): ReferenceSong {
  const bytes = readBytes(path, 'MIDI file');
  return decoded(path, 'MIDI file', () => readMidi(bytes));
}

export interface LoadedExercise {
  exercise: Exercise;
  /** Absolute path of the exercise's MIDI file. */
  midiPath: string;
  /** Directory the exercise's relative paths start from. */
  directory: string;
}

export function readExerciseFile(path: string): LoadedExercise {
  const text = new TextDecoder().decode(readBytes(path, 'exercise file'));
  const exercise = decoded(path, 'exercise file', () => parseExercise(JSON.parse(text) as unknown));
  const directory = dirname(resolve(path));
  return { exercise, directory, midiPath: resolve(directory, exercise.midi) };
}
