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
  /**
   * With the `voices` option: the instrument's sound (as `sounding`) of the performed notes apart, in
   * VOICE_CLASSES renders: render `i % VOICE_CLASSES` holds note i and no note next to it. What tells which
   * note is the louder where a note's release and the next one's attack overlap.
   */
  voices?: Float32Array[];
  /** The part as written (seconds of the reference timeline, count-in included). */
  reference: ReferenceNote[];
  /** What was played, in seconds of the take. */
  performed: PerformedNote[];
  /** Reference-note indices played at a wrong pitch. */
  wrongNotes: Set<number>;
}

const GAP_S = 3;
/** Renders of a take's notes apart (see SampledTake.voices): neighbours and their neighbours are in others. */
export const VOICE_CLASSES = 3;

export function referenceNotes(instrument: SampledInstrument): ReferenceNote[] {
  const tune = typeof instrument.tune === 'string' ? TUNES[instrument.tune] : instrument.tune;
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

/**
 * Renders `specs` for one instrument (of the corpus by name, or any other) with one soundfont at one rate; with `voices`, also each take's notes
 * apart (SampledTake.voices), which costs VOICE_CLASSES more renders.
 */
export function renderSampledTakes(
  name: SampledInstrumentName | SampledInstrument,
  font: Soundfont,
  sampleRate: number,
  specs: readonly TakeSpec[],
  options: { voices?: boolean } = {},
): SampledTake[] {
  const instrument = typeof name === 'string' ? sampledInstrument(name) : name;
  const reference = referenceNotes(instrument);
  const performances = specs.map((spec) => perform(instrument, reference, spec));
  const starts: number[] = [];
  let at = 0.5;
  for (const performance of performances) {
    starts.push(at);
    at += performance.length + GAP_S;
  }
  const render = (keep: (index: number) => boolean) => {
    const midi = new Midi();
    const track = midi.addTrack();
    track.channel = instrument.drums ? 9 : 0;
    track.instrument.number = instrument.drums ? 0 : instrument.program;
    performances.forEach((performance, take) => {
      for (const [index, note] of performance.notes.entries())
        if (keep(index))
          track.addNote({
            midi: note.midi,
            time: starts[take]! + note.time,
            duration: note.duration,
            velocity: note.velocity,
          });
    });
    // A last quiet note far after the end keeps FluidSynth rendering until the last take's tail has gone.
    track.addNote({
      midi: instrument.drums ? 42 : instrument.root,
      time: at,
      duration: 0.05,
      velocity: 0.01,
    });
    return renderMidi(midi.toArray(), font, sampleRate);
  };
  const audio = render(() => true);
  const voiceAudio = options.voices
    ? Array.from({ length: VOICE_CLASSES }, (_, voice) =>
        render((index) => index % VOICE_CLASSES === voice),
      )
    : [];
  return specs.map((spec, index) => {
    const performance = performances[index]!;
    const from = Math.round(starts[index]! * sampleRate);
    const length = Math.round(performance.length * sampleRate);
    const cut = (rendered: Float32Array) => {
      const take = new Float32Array(length);
      take.set(rendered.subarray(from, Math.min(rendered.length, from + length)));
      return spec.room ? addReverb(take, sampleRate) : take;
    };
    const sounding = cut(audio);
    let samples = sounding;
    if (spec.room) {
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
      ...(options.voices ? { voices: voiceAudio.map(cut) } : {}),
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
