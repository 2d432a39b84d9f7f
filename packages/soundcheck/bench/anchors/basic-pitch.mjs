// Bench-only anchor: Spotify's basic-pitch (the npm package's TensorFlow.js model, Apache-2.0) on the
// takes `npm run bench:soundcheck` hands it. Argument: a manifest (JSON) of { input, output } pairs, where
// `input` is raw little-endian float32 mono audio at 22 050 Hz (written by pyin.py) and `output` where the
// result goes; files whose output exists are skipped (the bench caches by content). Output per take:
// { cpuMs, notes: [{ onset, offset, midi }], frames: [{ time, frequency }] }, with notes as basic-pitch's
// Python command line makes them by default (onset threshold 0.5, frame threshold 0.3, notes of at least
// 11 frames = 127.7 ms) and frame pitch as the loudest sounding note with its pitch bend (1/3 semitone
// steps), 0 where no note sounds. Runs on TensorFlow.js's CPU backend: tfjs-node would fetch a native
// library at install time, which these machines cannot.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tf = require('@tensorflow/tfjs');
const basicPitch = require('@spotify/basic-pitch');

const SAMPLE_RATE = 22050;
const FRAMES_PER_SECOND = SAMPLE_RATE / 256;

function loadModel() {
  const folder = join(dirname(require.resolve('@spotify/basic-pitch/package.json')), 'model');
  const manifest = JSON.parse(readFileSync(join(folder, 'model.json'), 'utf8'));
  const [group] = manifest.weightsManifest;
  const weights = readFileSync(join(folder, group.paths[0]));
  return tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: manifest.modelTopology,
      weightSpecs: group.weights,
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
}

function readSamples(path) {
  const bytes = readFileSync(path);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

async function transcribe(model, samples) {
  const frames = [];
  const onsets = [];
  const contours = [];
  await new basicPitch.BasicPitch(Promise.resolve(model)).evaluateModel(
    samples,
    (f, o, c) => {
      frames.push(...f);
      onsets.push(...o);
      contours.push(...c);
    },
    () => undefined,
  );
  const events = basicPitch.outputToNotesPoly(frames, onsets, 0.5, 0.3, 11);
  const notes = basicPitch.noteFramesToTime(basicPitch.addPitchBendsToNoteEvents(contours, events));
  const loudest = new Float64Array(frames.length);
  const pitch = new Float64Array(frames.length);
  for (const note of notes) {
    const first = Math.round(note.startTimeSeconds * FRAMES_PER_SECOND);
    const count = Math.round(note.durationSeconds * FRAMES_PER_SECOND);
    for (let i = 0; i < count && first + i < frames.length; i++) {
      if (note.amplitude <= loudest[first + i]) continue;
      loudest[first + i] = note.amplitude;
      pitch[first + i] = note.pitchMidi + (note.pitchBends?.[i] ?? 0) / 3;
    }
  }
  return {
    notes: notes.map((note) => ({
      onset: note.startTimeSeconds,
      offset: note.startTimeSeconds + note.durationSeconds,
      midi: note.pitchMidi,
    })),
    frames: Array.from(pitch, (midi, index) => ({
      time: index / FRAMES_PER_SECOND,
      frequency: midi > 0 ? 440 * 2 ** ((midi - 69) / 12) : 0,
    })),
  };
}

async function main() {
  const jobs = JSON.parse(readFileSync(process.argv[2], 'utf8')).filter(
    (job) => !existsSync(job.output),
  );
  if (jobs.length === 0) return;
  await tf.setBackend('cpu');
  const model = await loadModel();
  for (const job of jobs) {
    const started = process.cpuUsage();
    const result = await transcribe(model, readSamples(job.input));
    const cpu = process.cpuUsage(started);
    writeFileSync(job.output, JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, ...result }));
  }
}

await main();
