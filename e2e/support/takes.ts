// Takes for the SoundCheck player's browser tests: a demo exercise's reference part rendered by the
// engine's test synthesiser into a WAV that Chromium's fake microphone plays
// (--use-file-for-fake-audio-capture=FILE%noloop), and a browser launched with it. Only one file can
// be used per browser launch, so each take gets its own browser.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type APIRequestContext, type Browser } from '@playwright/test';
import {
  CALIBRATION_CLICK_TIMES,
  encodeWav,
  renderClick,
  parseExercise,
  readMidi,
  selectTrack,
  type Exercise,
  type ExercisePart,
  type ReferenceNote,
} from '@bandbook/soundcheck';
import { renderTake, type SynthNote, type Timbre } from '@bandbook/soundcheck/synth';

/**
 * The player starts a take half a second after it asks for the microphone (TAKE_LEAD_SECONDS in
 * the recorder), and Chromium's fake device starts its file at that request: a note at reference
 * time t with a device latency L sits at t + TAKE_LEAD + L in the file.
 */
export const TAKE_LEAD = 0.5;
const SAMPLE_RATE = 48_000;
/** The fake device repeats its last buffer after the end: pad with silence. */
const TRAILING_SILENCE = 2;

export interface DemoExercise {
  exercise: Exercise;
  part: ExercisePart;
  notes: ReferenceNote[];
}

/** Reads an exercise and its reference notes through the signed URL the book answer gives. */
export async function readExercise(
  request: APIRequestContext,
  exerciseUrl: string,
): Promise<DemoExercise> {
  const json = await request.get(exerciseUrl);
  expect(json.ok()).toBe(true);
  const exercise = parseExercise(await json.json());
  const url = new URL(exerciseUrl, 'http://x');
  const midiPath = url.pathname.replace(/[^/]+$/, exercise.midi);
  const midi = await request.get(`${midiPath}${url.search}`);
  expect(midi.ok()).toBe(true);
  const song = readMidi(new Uint8Array(await midi.body()));
  // The player opens the first part that can be recorded.
  const part = exercise.parts.find((entry) => entry.can_record) ?? exercise.parts[0]!;
  return { exercise, part, notes: selectTrack(song, part.track).notes };
}

const TIMBRES: Record<string, Timbre> = {
  flute: 'flute',
  trumpet: 'brass',
  saxophone: 'brass',
  sax: 'brass',
  voice: 'voice',
  vocals: 'voice',
  drums: 'drums',
};

export function timbreFor(part: ExercisePart): Timbre {
  if (part.non_pitched) return 'drums';
  return TIMBRES[part.instrument.toLowerCase()] ?? 'plucked';
}

export interface TakeOptions {
  /** Device latency in seconds (how much later than the reference the notes are heard). */
  latency: number;
  /** Semitones added to the notes at these indexes (wrong notes). */
  wrong?: ReadonlyMap<number, number>;
  /** Nothing played: the take is silence. */
  silent?: boolean;
  /**
   * The tempo factor the take is played at (1 = the exercise's tempo): a note at reference time t, of
   * length d, is played at t / f for d / f, as the player's backing and metronome are stretched.
   */
  tempoFactor?: number;
}

/** Writes the take as a 16-bit WAV and answers its path. */
export function writeTake(demo: DemoExercise, options: TakeOptions): string {
  const f = options.tempoFactor ?? 1;
  const end =
    demo.notes.reduce((latest, note) => Math.max(latest, note.time + note.duration), 0) / f;
  const duration = TAKE_LEAD + options.latency + end + TRAILING_SILENCE + 1;
  let samples: Float32Array;
  if (options.silent) {
    samples = new Float32Array(Math.round(duration * SAMPLE_RATE));
  } else {
    const notes: SynthNote[] = demo.notes.map((note, index) => ({
      time: TAKE_LEAD + options.latency + note.time / f,
      duration: note.duration / f,
      midi: note.midi + (options.wrong?.get(index) ?? 0),
      velocity: 0.8,
    }));
    samples = renderTake(notes, {
      timbre: timbreFor(demo.part),
      sampleRate: SAMPLE_RATE,
      duration,
      seed: 7,
    }).samples;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bandbook-take-'));
  const file = join(dir, 'take.wav');
  writeFileSync(file, encodeWav(samples, SAMPLE_RATE));
  return file;
}

/**
 * The calibration's chirps as a microphone would hear them `delay` seconds after they were played
 * (the calibration anchors its first chirp like a take, TAKE_LEAD after asking for the microphone).
 */
export function writeCalibrationEcho(delay: number): string {
  const click = renderClick(SAMPLE_RATE);
  const last = CALIBRATION_CLICK_TIMES[CALIBRATION_CLICK_TIMES.length - 1]!;
  const samples = new Float32Array(
    Math.round((TAKE_LEAD + delay + last + 1 + TRAILING_SILENCE) * SAMPLE_RATE),
  );
  for (const time of CALIBRATION_CLICK_TIMES) {
    samples.set(click, Math.round((TAKE_LEAD + delay + time) * SAMPLE_RATE));
  }
  const dir = mkdtempSync(join(tmpdir(), 'bandbook-clicks-'));
  const file = join(dir, 'clicks.wav');
  writeFileSync(file, encodeWav(samples, SAMPLE_RATE));
  return file;
}

/** A Chromium whose microphone plays `file` once, with permission granted (or denied). */
export async function launchWithMicrophone(
  file: string | null,
  { deny = false }: { deny?: boolean } = {},
): Promise<Browser> {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ];
  if (!deny) args.push('--use-fake-ui-for-media-stream');
  if (file) args.push(`--use-file-for-fake-audio-capture=${file}%noloop`);
  return chromium.launch({ executablePath: '/usr/bin/chromium', args });
}
