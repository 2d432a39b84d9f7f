// The files of an uploaded SoundCheck exercise, by name: the entries of a zip of the exercise folder,
// or files uploaded one by one (their keys end with the file's name, perhaps after a unique prefix).
import { posix } from 'node:path';
import { unzipSync } from 'fflate';
import type { Storage } from '../../storage/storage.js';

export class ExerciseUploadError extends Error {
  override name = 'ExerciseUploadError';
}

/** Limits that keep a hostile zip from filling memory. */
const MAX_ENTRIES = 500;
const MAX_TOTAL_BYTES = 600 * 1024 * 1024;

export interface UploadedFiles {
  /** Path inside the zip, or the base name of a file uploaded alone. */
  files: Map<string, Uint8Array>;
  /** Whether the files came one by one (names are then matched by ending). */
  isLoose: boolean;
}

const isJunk = (name: string) =>
  name.endsWith('/') ||
  name.startsWith('__MACOSX/') ||
  posix.basename(name).startsWith('.') ||
  name.split('/').includes('..');

function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  let entries = 0;
  let total = 0;
  let entriesOf: Record<string, Uint8Array>;
  try {
    entriesOf = unzipSync(bytes, {
      filter: (file) => {
        if (isJunk(file.name)) return false;
        entries += 1;
        total += file.originalSize;
        if (entries > MAX_ENTRIES || total > MAX_TOTAL_BYTES) {
          throw new ExerciseUploadError('The zip file is too large for one exercise.');
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ExerciseUploadError) throw error;
    throw new ExerciseUploadError(
      `The zip file cannot be read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  return new Map(Object.entries(entriesOf));
}

export async function readUploadedFiles(storage: Storage, keys: string[]): Promise<UploadedFiles> {
  const files = new Map<string, Uint8Array>();
  let isLoose = false;
  for (const key of keys) {
    const bytes = (await storage.exists(key)) ? await storage.readBytes(key) : undefined;
    if (!bytes)
      throw new ExerciseUploadError(`The uploaded file ${key} was not found. Upload it again.`);
    if (key.toLowerCase().endsWith('.zip')) {
      for (const [name, entry] of unzip(bytes)) files.set(name, entry);
    } else {
      isLoose = true;
      files.set(posix.basename(key), bytes);
    }
  }
  return { files, isLoose };
}

/** The exercise definition: exercise.json (the shallowest), else the only JSON file. */
export function findExerciseJson(upload: UploadedFiles): string {
  const jsonNames = [...upload.files.keys()].filter((name) => name.toLowerCase().endsWith('.json'));
  const named = jsonNames
    .filter((name) => posix.basename(name).toLowerCase().endsWith('exercise.json'))
    .sort((a, b) => a.split('/').length - b.split('/').length);
  const found = named[0] ?? (jsonNames.length === 1 ? jsonNames[0] : undefined);
  if (!found) throw new ExerciseUploadError('The upload has no exercise file (exercise.json).');
  return found;
}

/** A file the exercise names (relative to the exercise file), or undefined when it was not uploaded. */
export function findUploadedFile(
  upload: UploadedFiles,
  exercisePath: string,
  relative: string,
): Uint8Array | undefined {
  const path = posix.join(posix.dirname(exercisePath), relative);
  const exact = upload.files.get(path);
  if (exact || !upload.isLoose) return exact;
  // One by one, a key may carry a unique prefix before the file's own name.
  const name = posix.basename(relative);
  for (const [uploaded, bytes] of upload.files) {
    if (uploaded === name || uploaded.endsWith(`-${name}`) || uploaded.endsWith(`_${name}`)) {
      return bytes;
    }
  }
  return undefined;
}
