// Takes of the sampled corpus: a tune performed by an instrument (tempo, latency, timing jitter, wrong notes,
// stopping half-way, silence), written as a MIDI file, rendered by FluidSynth and optionally put in a room.
// All takes of one instrument, soundfont and rate are rendered in one FluidSynth run, one after another with
// a gap, and cut apart again: a soundfont is loaded once per batch.
import * as tonejs from '@tonejs/midi';
import type { ReferenceNote } from '../../src/reference/types.js';
import { createGaussian, createRandom } from '../../src/synth/random.js';
import { renderMidi } from './fluidsynth.js';
import type { Soundfont } from './fluidsynth.js';
import { sampledInstrument } from './instruments.js';
import type { SampledInstrument, SampledInstrumentName } from './instruments.js';
import { addReverb, addRoomNoise } from './room.js';
import { TUNES } from './tunes.js';

// @tonejs/midi is CommonJS: Node gives it as a default export, Vite as named exports.
const Midi: typeof tonejs.Midi =
  (tonejs as unknown as { default?: { Midi: typeof tonejs.Midi } }).default?.Midi ?? tonejs.Midi;

export interface TakeSpec {
  /** A label for reports: 'faithful', 'latency 180 ms', ... */
  label: string;
  tempoFactor?: number;
  /** Seconds between the reference timeline and the recording. */
  latency?: number;
  /** Standard deviation of the player's onset errors (s). */
  jitterSd?: number;
  /** Share of the notes played a wrong pitch (1-3 semitones off). */
  wrongShare?: number;
  /** Stop after this share of the notes (the recording runs on). */
  playedShare?: number;
  /** Play nothing. */
  silence?: boolean;
  /** Reverb and room noise at 20 dB SNR. */
  room?: boolean;
  seed?: number;
}

export interface PerformedNote {
  time: number;
  duration: number;
  midi: number;
}

export interface SampledTake {
  spec: TakeSpec;
  instrument: SampledInstrument;
  font: Soundfont;
  sampleRate: number;
  samples: Float32Array;
  /**
   * The instrument as heard in the take without the room's noise (the reverb included): what tells whether a
   * note still sounds. The same array as `samples` for a clean take.
   */
  sounding: Float32Array;
  /** The part as written (seconds of the reference timeline, count-in included). */
  reference: ReferenceNote[];
  /** What was played, in seconds of the take. */
  performed: PerformedNote[];
  /** Reference-note indices played at a wrong pitch. */
  wrongNotes: Set<number>;
}

const GAP_S = 3;

export function referenceNotes(instrument: SampledInstrument): ReferenceNote[] {
  const tune = TUNES[instrument.tune];
  const beat = 60 / tune.bpm;
  return tune.notes.map(([start, beats, value]) => ({
    time: start * beat,
    duration: beats * beat,
    midi: instrument.drums ? value : instrument.root + value,
    velocity: 0.8,
  }));
}

function perform(
  instrument: SampledInstrument,
  reference: readonly ReferenceNote[],
  spec: TakeSpec,
): { notes: (PerformedNote & { velocity: number })[]; wrongNotes: Set<number>; length: number } {
  const tempo = spec.tempoFactor ?? 1;
  const latency = spec.latency ?? 0;
  const random = createRandom(spec.seed ?? 7);
  const gaussian = createGaussian(random);
  const wrongNotes = new Set<number>();
  if (!instrument.drums) {
    const wrongCount = Math.round(reference.length * (spec.wrongShare ?? 0));
    while (wrongNotes.size < wrongCount) wrongNotes.add(Math.floor(random() * reference.length));
  }
  const played = spec.silence ? 0 : Math.round(reference.length * (spec.playedShare ?? 1));
  const jitterAt = new Map<number, number>();
  const notes = reference.slice(0, played).map((note, index) => {
    // Notes written together (a drum hit and the hi-hat) are played together.
    const key = Math.round(note.time * 1000);
    const jitter = jitterAt.get(key) ?? (spec.jitterSd ?? 0) * gaussian();
    jitterAt.set(key, jitter);
    const step = 1 + Math.floor(random() * 3);
    const shift = wrongNotes.has(index) ? (random() < 0.5 ? -step : step) : 0;
    return {
      time: Math.max(0, note.time / tempo + latency + jitter),
      duration: (note.duration / tempo) * instrument.articulation,
      midi: note.midi + shift,
      velocity: Math.min(1, Math.max(0.3, 0.72 + 0.08 * gaussian())),
    };
  });
  const end = reference.reduce((last, note) => Math.max(last, note.time + note.duration), 0);
  return { notes, wrongNotes, length: end / tempo + latency + 1.5 };
}

/** Renders `specs` for one instrument with one soundfont at one rate. */
export function renderSampledTakes(
  name: SampledInstrumentName,
  font: Soundfont,
  sampleRate: number,
  specs: readonly TakeSpec[],
): SampledTake[] {
  const instrument = sampledInstrument(name);
  const reference = referenceNotes(instrument);
  const performances = specs.map((spec) => perform(instrument, reference, spec));
  const midi = new Midi();
  const track = midi.addTrack();
  track.channel = instrument.drums ? 9 : 0;
  track.instrument.number = instrument.drums ? 0 : instrument.program;
  const starts: number[] = [];
  let at = 0.5;
  for (const performance of performances) {
    starts.push(at);
    for (const note of performance.notes)
      track.addNote({
        midi: note.midi,
        time: at + note.time,
        duration: note.duration,
        velocity: note.velocity,
      });
    at += performance.length + GAP_S;
  }
  // A last quiet note far after the end keeps FluidSynth rendering until the last take's tail has gone.
  track.addNote({
    midi: instrument.drums ? 42 : instrument.root,
    time: at,
    duration: 0.05,
    velocity: 0.01,
  });
  const audio = renderMidi(midi.toArray(), font, sampleRate);
  return specs.map((spec, index) => {
    const performance = performances[index]!;
    const from = Math.round(starts[index]! * sampleRate);
    const length = Math.round(performance.length * sampleRate);
    let samples: Float32Array = new Float32Array(length);
    samples.set(audio.subarray(from, Math.min(audio.length, from + length)));
    let sounding = samples;
    if (spec.room) {
      sounding = addReverb(samples, sampleRate);
      const first = performance.notes[0];
      const last = performance.notes.at(-1);
      samples = addRoomNoise(sounding, sampleRate, {
        snrDb: 20,
        from: first?.time ?? 0,
        to: last ? last.time + last.duration : 0,
        floorDbfs: -55,
        seed: (spec.seed ?? 7) + 1000 * index,
      });
    }
    return {
      spec,
      instrument,
      font,
      sampleRate,
      samples,
      sounding,
      reference,
      performed: performance.notes.map(({ time, duration, midi: note }) => ({
        time,
        duration,
        midi: note,
      })),
      wrongNotes: performance.wrongNotes,
    };
  });
}
