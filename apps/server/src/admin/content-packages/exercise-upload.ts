// The files of an uploaded SoundCheck exercise, by name: the entries of zips of the exercise folder
// (unpacked off the event loop into a temporary folder), or files uploaded one by one and read where
// storage keeps them (their keys end with the file's name, perhaps after a unique prefix).
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { STORED_FILE_MESSAGES } from '@bandbook/domain';
import { FIELD_KINDS, FILE_TYPES, SNIFF_BYTES } from '../../storage/file-types.js';
import type { Storage } from '../../storage/storage.js';
import { EXERCISE_ZIP_LIMITS, type UnzipOutcome, type UnzipSession } from './exercise-unzip.js';

export class ExerciseUploadError extends Error {
  override name = 'ExerciseUploadError';
}

/** Where an uploaded file's bytes are: unpacked on this machine's disk, or an upload in storage. */
export type UploadedFile = { size: number } & ({ path: string } | { key: string });

export interface UploadedFiles {
  /** Path inside the zip, or the base name of a file uploaded alone. */
  files: Map<string, UploadedFile>;
  /** Whether the files came one by one (names are then matched by ending). */
  isLoose: boolean;
}

/** What an exercise may hold: its definition, its MIDI file, audio stems and parts' notation. */
const EXERCISE_EXTENSIONS = [
  ...FIELD_KINDS.exerciseDefinition,
  ...FIELD_KINDS.exerciseMidi,
  ...FIELD_KINDS.exerciseAudio,
  ...FIELD_KINDS.exerciseNotation,
].flatMap((kind) => FILE_TYPES[kind].extensions);

/**
 * Keys a browser upload gets (uploads/soundcheck/<yyyy>/<mm>/<file>, or a file at the top): never a
 * file of an exercise's folder, which belongs to its package.
 */
const UPLOAD_KEY = /^uploads\/soundcheck\/(\d{4}\/\d{2}\/)?[^/]+$/;

export const isExerciseUploadKey = (key: string) => UPLOAD_KEY.test(key);

function refusal(outcome: UnzipOutcome, zips: string[]): ExerciseUploadError | undefined {
  if ('entries' in outcome) return undefined;
  const zip = posix.basename(zips[outcome.zip] ?? '');
  const limits = EXERCISE_ZIP_LIMITS;
  switch (outcome.failure) {
    case 'total':
      return new ExerciseUploadError(STORED_FILE_MESSAGES.zipTotal(limits.maxUnpackedBytes));
    case 'ratio':
      return new ExerciseUploadError(
        STORED_FILE_MESSAGES.zipRatio(zip, limits.maxRatio, limits.ratioAllowanceBytes),
      );
    case 'entryRatio':
      return new ExerciseUploadError(
        STORED_FILE_MESSAGES.entryRatio(
          zip,
          outcome.entry,
          limits.maxRatio,
          limits.ratioAllowanceBytes,
        ),
      );
    case 'entries':
      return new ExerciseUploadError(STORED_FILE_MESSAGES.zipEntries(zip, limits.maxEntries));
    case 'corrupt':
      return new ExerciseUploadError(STORED_FILE_MESSAGES.zipCorrupt(zip, outcome.reason));
  }
}

export async function readUploadedFiles(
  storage: Storage,
  session: UnzipSession,
  keys: string[],
): Promise<UploadedFiles> {
  const files = new Map<string, UploadedFile>();
  const zips: string[] = [];
  let isLoose = false;
  for (const key of keys) {
    if (!isExerciseUploadKey(key)) {
      throw new ExerciseUploadError(STORED_FILE_MESSAGES.notAnUpload(key));
    }
    if (!(await storage.exists(key))) {
      throw new ExerciseUploadError(STORED_FILE_MESSAGES.uploadMissing(key));
    }
    if (key.toLowerCase().endsWith('.zip')) {
      zips.push(key);
    } else {
      isLoose = true;
      files.set(posix.basename(key), { key, size: await storage.size(key) });
    }
  }
  if (zips.length > 0) {
    const outcome = await session.unpack(zips, EXERCISE_EXTENSIONS);
    const refused = refusal(outcome, zips);
    if (refused) throw refused;
    if ('entries' in outcome) {
      for (const { name, path, size } of outcome.entries) files.set(name, { path, size });
    }
  }
  return { files, isLoose };
}

/** The whole file (callers check its size first). */
export async function readUploaded(storage: Storage, file: UploadedFile): Promise<Uint8Array> {
  return 'path' in file ? new Uint8Array(await readFile(file.path)) : storage.readBytes(file.key);
}

/** The first bytes, to check what the file is. */
export async function readHead(storage: Storage, file: UploadedFile): Promise<Uint8Array> {
  if ('path' in file) {
    const handle = await open(file.path);
    try {
      const head = new Uint8Array(Math.min(SNIFF_BYTES, file.size));
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      return head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }
  const stream = await storage.read(file.key);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return new Uint8Array(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
}

export async function openUploaded(storage: Storage, file: UploadedFile): Promise<Readable> {
  return 'path' in file ? createReadStream(file.path) : storage.read(file.key);
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
): UploadedFile | undefined {
  const path = posix.join(posix.dirname(exercisePath), relative);
  const exact = upload.files.get(path);
  if (exact || !upload.isLoose) return exact;
  // One by one, a key may carry a unique prefix before the file's own name.
  const name = posix.basename(relative);
  for (const [uploaded, file] of upload.files) {
    if (uploaded === name || uploaded.endsWith(`-${name}`) || uploaded.endsWith(`_${name}`)) {
      return file;
    }
  }
  return undefined;
}
