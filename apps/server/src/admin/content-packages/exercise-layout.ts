// Checks an uploaded SoundCheck exercise with the engine's own parser (docs/scoring.md §1: the JSON,
// its MIDI tracks and stems) and lays it out as the learner side reads it, the way the demo content
// does: uploads/soundcheck/<mmsId>/exercise.json with the files it names beside it. Each named file
// must be of a type its field takes, by name and by content (decision 051).
import { posix } from 'node:path';
import { parseExercise, readMidi, selectTrack, type Exercise } from '@bandbook/soundcheck';
import { STORED_FILE_MESSAGES, UPLOAD_TYPES } from '@bandbook/domain';
import { FIELD_KINDS, FILE_TYPES, kindOf, labelsOf } from '../../storage/file-types.js';
import { isValidKey, type Storage } from '../../storage/storage.js';
import {
  ExerciseUploadError,
  findExerciseJson,
  findUploadedFile,
  openUploaded,
  readHead,
  readUploaded,
  readUploadedFiles,
  type UploadedFile,
  type UploadedFiles,
} from './exercise-upload.js';
import type { UnzipSession } from './exercise-unzip.js';
import { exerciseFolder, exerciseKey } from '../../modules/catalogue/exercise-keys.js';

export { ExerciseUploadError } from './exercise-upload.js';

/** One file of the laid-out exercise: its definition's bytes, or an uploaded file copied as is. */
export type ExerciseWrite = { key: string; contentType: string } & (
  { bytes: Uint8Array } | { file: UploadedFile }
);

export interface ExerciseLayout {
  writes: ExerciseWrite[];
  /** The full mix of the first part that has one: the item's audioFilePath. */
  audioFilePath: string | null;
}

/** The definition and the MIDI file are read whole: no larger than their uploads may be. */
const MAX_JSON_BYTES = UPLOAD_TYPES['application/json'].maxBytes;
const MAX_MIDI_BYTES = UPLOAD_TYPES['audio/midi'].maxBytes;

const isPartwise = (head: Uint8Array) =>
  /<score-partwise[\s/>]/.test(new TextDecoder().decode(head));

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

/** The files the exercise names: its MIDI file, every stem and notation, with where each is named. */
function namedFiles(exercise: Exercise) {
  const named: { path: string; where: string; kinds: readonly (keyof typeof FILE_TYPES)[] }[] = [
    { path: exercise.midi, where: 'midi', kinds: FIELD_KINDS.exerciseMidi },
  ];
  exercise.parts.forEach((part, i) => {
    for (const kind of ['full', 'backing', 'solo'] as const) {
      const path = part.audio[kind];
      if (path) {
        named.push({ path, where: `parts[${i}].audio.${kind}`, kinds: FIELD_KINDS.exerciseAudio });
      }
    }
    if (part.notation) {
      named.push({
        path: part.notation,
        where: `parts[${i}].notation`,
        kinds: FIELD_KINDS.exerciseNotation,
      });
    }
  });
  return named;
}

/** The keys of every file an exercise names, under its folder (unsafe names are left out). */
export function exerciseKeys(mmsId: string, exercise: Exercise): string[] {
  const folder = exerciseFolder(mmsId);
  return namedFiles(exercise)
    .map(({ path }) => folder + posix.normalize(path))
    .filter((key) => key.startsWith(folder) && isValidKey(key));
}

/** Every part's track must exist in the MIDI file and hold notes. */
function checkMidi(exercise: Exercise, bytes: Uint8Array) {
  let song: ReturnType<typeof readMidi>;
  try {
    song = readMidi(bytes);
  } catch (error) {
    throw new ExerciseUploadError(`MIDI file "${exercise.midi}": ${messageOf(error)}`);
  }
  exercise.parts.forEach((part, i) => {
    try {
      selectTrack(song, part.track);
    } catch (error) {
      throw new ExerciseUploadError(`parts[${i}] (${part.name}): ${messageOf(error)}`);
    }
  });
}

async function readLimited(storage: Storage, file: UploadedFile, path: string, maxBytes: number) {
  if (file.size > maxBytes) {
    throw new ExerciseUploadError(STORED_FILE_MESSAGES.entryTooLarge(path, maxBytes));
  }
  return readUploaded(storage, file);
}

async function layOut(
  storage: Storage,
  upload: UploadedFiles,
  mmsId: string,
): Promise<ExerciseLayout> {
  const jsonPath = findExerciseJson(upload);
  const jsonBytes = await readLimited(
    storage,
    upload.files.get(jsonPath)!,
    jsonPath,
    MAX_JSON_BYTES,
  );
  const exercise = parse(jsonBytes);
  const folder = exerciseFolder(mmsId);
  const writes = new Map<string, ExerciseWrite>([
    [
      exerciseKey(mmsId),
      { key: exerciseKey(mmsId), contentType: 'application/json', bytes: jsonBytes },
    ],
  ]);
  for (const { path, where, kinds } of namedFiles(exercise)) {
    const key = folder + posix.normalize(path);
    if (posix.isAbsolute(path) || !key.startsWith(folder) || !isValidKey(key)) {
      throw new ExerciseUploadError(`The file name "${path}" (${where}) is not allowed.`);
    }
    const kind = kindOf(path, kinds);
    if (!kind) {
      throw new ExerciseUploadError(STORED_FILE_MESSAGES.entryType(path, where, labelsOf(kinds)));
    }
    const file = findUploadedFile(upload, jsonPath, path);
    if (!file) {
      throw new ExerciseUploadError(
        `The exercise names "${path}" (${where}), which is not in the upload.`,
      );
    }
    // Named .mp3, a page or a script would still be stored and served as audio: the bytes decide.
    // The player's notation reads part-wise MusicXML only (the root the demo content writes too).
    const head = await readHead(storage, file);
    if (!FILE_TYPES[kind].matches(head) || (kind === 'musicxml' && !isPartwise(head))) {
      throw new ExerciseUploadError(
        STORED_FILE_MESSAGES.entryContent(path, FILE_TYPES[kind].label),
      );
    }
    writes.set(key, { key, contentType: FILE_TYPES[kind].contentType, file });
  }
  const midi = writes.get(folder + posix.normalize(exercise.midi))!;
  if ('file' in midi) {
    checkMidi(exercise, await readLimited(storage, midi.file, exercise.midi, MAX_MIDI_BYTES));
  }
  const full = exercise.parts.find((part) => part.audio.full)?.audio.full;
  return {
    writes: [...writes.values()],
    audioFilePath: full ? folder + posix.normalize(full) : null,
  };
}

/** Throws ExerciseUploadError with the reason (the parser's message for a bad definition). */
export async function prepareExercise(
  storage: Storage,
  session: UnzipSession,
  mmsId: string,
  keys: string[],
): Promise<ExerciseLayout> {
  return layOut(storage, await readUploadedFiles(storage, session, keys), mmsId);
}

export async function writeExercise(storage: Storage, layout: ExerciseLayout) {
  for (const write of layout.writes) {
    const { key, contentType } = write;
    if ('bytes' in write) {
      await storage.write(key, write.bytes, { contentType });
    } else {
      const body = await openUploaded(storage, write.file);
      await storage.write(key, body, { contentType, contentLength: write.file.size });
    }
  }
}

/** The keys of the exercise stored under an mmsId now: its definition and the files it names. */
export async function storedExerciseKeys(storage: Storage, mmsId: string): Promise<string[]> {
  const key = exerciseKey(mmsId);
  if (!(await storage.exists(key))) return [];
  try {
    return [key, ...exerciseKeys(mmsId, parse(await storage.readBytes(key)))];
  } catch {
    // A definition that cannot be read names no files we could find.
    return [key];
  }
}
