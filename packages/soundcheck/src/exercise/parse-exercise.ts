// Validates an exercise definition (parsed JSON) and returns it typed; the error names the offending field.
import type { Exercise, ExerciseAudio, ExercisePart } from './exercise.js';

export class ExerciseError extends Error {
  override name = 'ExerciseError';
}

type Json = Record<string, unknown>;

/** A part's notation file: uncompressed MusicXML. */
const NOTATION_FILE = /\.(musicxml|xml)$/i;

function fail(path: string, expected: string, value: unknown): never {
  const shown = value === undefined ? 'nothing' : JSON.stringify(value);
  throw new ExerciseError(`Invalid exercise: ${path} must be ${expected} (got ${shown})`);
}

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(path, 'an object', value);
  return value as Json;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(path, 'a non-empty string', value);
  return value;
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value;
}

function number(value: unknown, path: string, min: number, max: number, integer = false): number {
  const ok = typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
  if (!ok || (integer && !Number.isInteger(value))) {
    fail(path, `${integer ? 'an integer' : 'a number'} from ${min} to ${max}`, value);
  }
  return value;
}

function optionalString(value: unknown, path: string): string | undefined {
  return value === undefined ? undefined : string(value, path);
}

function parseAudio(
  value: unknown,
  path: string,
  part: { has_full: boolean; has_backing: boolean },
): ExerciseAudio {
  const audio = object(value ?? {}, path);
  const result: ExerciseAudio = {};
  const full = optionalString(audio.full, `${path}.full`);
  const backing = optionalString(audio.backing, `${path}.backing`);
  const solo = optionalString(audio.solo, `${path}.solo`);
  if (part.has_full && full === undefined)
    fail(`${path}.full`, 'a file name when has_full is true', full);
  if (part.has_backing && backing === undefined) {
    fail(`${path}.backing`, 'a file name when has_backing is true', backing);
  }
  if (full !== undefined) result.full = full;
  if (backing !== undefined) result.backing = backing;
  if (solo !== undefined) result.solo = solo;
  return result;
}

function parsePart(value: unknown, path: string): ExercisePart {
  const part = object(value, path);
  const track = part.track;
  if (
    !(typeof track === 'string' && track !== '') &&
    !(Number.isInteger(track) && (track as number) >= 0)
  ) {
    fail(`${path}.track`, 'a MIDI track index (0, 1, ...) or a track name', track);
  }
  const flags = {
    has_full: boolean(part.has_full, `${path}.has_full`),
    has_backing: boolean(part.has_backing, `${path}.has_backing`),
  };
  const parsed: ExercisePart = {
    name: string(part.name, `${path}.name`),
    instrument: string(part.instrument, `${path}.instrument`),
    can_record: boolean(part.can_record, `${path}.can_record`),
    default_bpm: number(part.default_bpm, `${path}.default_bpm`, 1, 1000),
    has_backing: flags.has_backing,
    has_full: flags.has_full,
    multiple: boolean(part.multiple, `${path}.multiple`),
    non_pitched: boolean(part.non_pitched, `${path}.non_pitched`),
    track: track as number | string,
    audio: parseAudio(part.audio, `${path}.audio`, flags),
  };
  // Any audible range is accepted (a drum part may say 40-10000 Hz); the detector clamps it to E1-C7.
  if (part.fmin !== undefined) parsed.fmin = number(part.fmin, `${path}.fmin`, 20, 20000);
  if (part.fmax !== undefined) parsed.fmax = number(part.fmax, `${path}.fmax`, 20, 20000);
  if (part.notation !== undefined) {
    const notation = string(part.notation, `${path}.notation`);
    if (!NOTATION_FILE.test(notation)) {
      fail(`${path}.notation`, 'a MusicXML file name (.musicxml or .xml)', notation);
    }
    parsed.notation = notation;
  }
  if (parsed.fmin !== undefined && parsed.fmax !== undefined && parsed.fmin >= parsed.fmax) {
    fail(`${path}.fmax`, `greater than fmin (${parsed.fmin})`, parsed.fmax);
  }
  return parsed;
}

export function parseExercise(json: unknown): Exercise {
  const root = object(json, 'exercise');
  if (root.version !== 1) fail('version', '1', root.version);
  const signature = root.timeSignature;
  if (!Array.isArray(signature) || signature.length !== 2) {
    fail('timeSignature', 'a pair [beats per bar, beat unit]', signature);
  }
  const beats = number(signature[0], 'timeSignature[0]', 1, 32, true);
  const unit = number(signature[1], 'timeSignature[1]', 1, 64, true);
  if ((unit & (unit - 1)) !== 0) fail('timeSignature[1]', 'a power of two (2, 4, 8, 16)', unit);
  const partsValue = root.parts;
  if (!Array.isArray(partsValue) || partsValue.length === 0)
    fail('parts', 'a non-empty array', partsValue);
  const parts = partsValue.map((part, i) => parsePart(part, `parts[${i}]`));
  const names = new Set<string>();
  for (const [i, part] of parts.entries()) {
    if (names.has(part.name)) fail(`parts[${i}].name`, 'unique among the parts', part.name);
    names.add(part.name);
  }
  return {
    version: 1,
    title: string(root.title, 'title'),
    tempo: number(root.tempo, 'tempo', 1, 1000),
    timeSignature: [beats, unit],
    countInBars: number(root.countInBars, 'countInBars', 0, 16, true),
    midi: string(root.midi, 'midi'),
    parts,
  };
}

/** The part named `name` (exact, then ignoring case). */
export function findPart(exercise: Exercise, name: string): ExercisePart {
  const part =
    exercise.parts.find((candidate) => candidate.name === name) ??
    exercise.parts.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!part) {
    const names = exercise.parts.map((candidate) => JSON.stringify(candidate.name)).join(', ');
    throw new ExerciseError(`no part named ${JSON.stringify(name)} (parts: ${names})`);
  }
  return part;
}
