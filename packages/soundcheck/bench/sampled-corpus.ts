// The sampled-instrument corpus in the benchmark: frame pitch accuracy of our detector beside aubio's on
// FluidSynth renders of every pitched instrument (each soundfont, 44.1 and 48 kHz, clean and in a room), and
// the scoring contract's results per instrument over the whole corpus (`npm run bench:soundcheck-corpus`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StreamingAnalyser } from '../src/analysis/streaming-analyser.js';
import { pitchFrameLayout } from '../src/pitch/pitch-range.js';
import type { PlayedNote } from '../src/analysis/types.js';
import type { ScoreResult } from '../src/scoring/types.js';
import { encodeWav } from '../src/wav/write-wav.js';
import {
  analyseSampledTake,
  contractViolations,
  corpusBatches,
  scoreSampledTake,
  takeName,
} from '../test/sampled/contract.js';
import { availableSoundfonts, sampledCorpusUnavailable } from '../test/sampled/fluidsynth.js';
import { addTally, emptyTally, tallyFrames } from '../test/sampled/frame-accuracy.js';
import type { FrameTally } from '../test/sampled/frame-accuracy.js';
import { SAMPLED_INSTRUMENTS } from '../test/sampled/instruments.js';
import { renderSampledTakes } from '../test/sampled/sampled-takes.js';
import type { SampledTake } from '../test/sampled/sampled-takes.js';
import { aubioPitchTrack } from './aubio-pitch.js';
import { markdownTable, percent } from './markdown-table.js';

const HOP = 512;
// 'ours raw': our pitch guess in every frame, also those the detector calls unvoiced (mir_eval's raw pitch
// accuracy, which leaves voicing to a measure of its own); 'ours' counts a frame called unvoiced as wrong.
const DETECTORS = ['ours', 'ours raw', 'yinfft', 'yin'] as const;
type Detector = (typeof DETECTORS)[number];

function ourFrames(take: SampledTake): { time: number; frequency: number; candidate: number }[] {
  const frames: { time: number; frequency: number; candidate: number }[] = [];
  const analyser = new StreamingAnalyser({
    sampleRate: take.sampleRate,
    fmin: take.instrument.fmin,
    fmax: take.instrument.fmax,
    onNote: () => undefined,
    onPitch: (time, { frequency, candidate }) => frames.push({ time, frequency, candidate }),
  });
  analyser.process(take.samples);
  analyser.finish();
  return frames;
}

export function printSampledAccuracy(directory: string, aubio: boolean): void {
  const unavailable = sampledCorpusUnavailable();
  if (unavailable) {
    console.log(`\nSampled-instrument corpus: not run (${unavailable})`);
    return;
  }
  const fonts = availableSoundfonts();
  const detectors: Detector[] = aubio ? [...DETECTORS] : ['ours', 'ours raw'];
  const rows: string[][] = [];
  // Per detector, per instrument: judged as decision 049 says, and heard whole as before it (every frame
  // of a note's span, also where the note before is still the louder).
  const shares = new Map<Detector, number[]>(detectors.map((d) => [d, []]));
  const wholeShares = new Map<Detector, number[]>(detectors.map((d) => [d, []]));
  const totals = new Map<Detector, FrameTally>(detectors.map((d) => [d, emptyTally()]));
  let judged = 0;
  let heardWhole = 0;
  for (const instrument of SAMPLED_INSTRUMENTS) {
    const { fmin, fmax } = instrument;
    if (instrument.drums || fmin === undefined || fmax === undefined) continue;
    const tallies = new Map<Detector, FrameTally>(detectors.map((d) => [d, emptyTally()]));
    const whole = new Map<Detector, FrameTally>(detectors.map((d) => [d, emptyTally()]));
    for (const font of fonts)
      for (const sampleRate of [44100, 48000]) {
        const takes = renderSampledTakes(
          instrument.name,
          font,
          sampleRate,
          [{ label: 'faithful' }, { label: 'faithful', room: true }],
          { voices: true },
        );
        for (const take of takes) {
          const layout = pitchFrameLayout(sampleRate, fmin, Math.min(fmax, 2093));
          const margin = Math.max(layout.frameLength, layout.fftSize) / 2 / sampleRate;
          const tally = (detector: Detector, frames: { time: number; frequency: number }[]) => {
            tallyFrames(tallies.get(detector)!, frames, take, margin);
            tallyFrames(whole.get(detector)!, frames, { ...take, voices: undefined }, margin);
          };
          const ours = ourFrames(take);
          tally('ours', ours);
          tally(
            'ours raw',
            ours.map(({ time, candidate }) => ({ time, frequency: candidate })),
          );
          if (!aubio) continue;
          const path = join(directory, 'sampled-take.wav');
          writeFileSync(path, encodeWav(take.samples, sampleRate, 'float32'));
          for (const method of ['yinfft', 'yin'] as const)
            tally(method, aubioPitchTrack(path, sampleRate, method, layout.fftSize, HOP).frames);
        }
      }
    judged += tallies.get('ours')!.frames;
    heardWhole += whole.get('ours')!.frames;
    const row = [`${instrument.name} (MIDI ${instrument.root}+, ${fmin}-${fmax} Hz)`];
    for (const detector of detectors) {
      const tally = tallies.get(detector)!;
      addTally(totals.get(detector)!, tally);
      shares.get(detector)!.push(tally.correct / tally.frames);
      wholeShares.get(detector)!.push(whole.get(detector)!.correct / whole.get(detector)!.frames);
      row.push(percent(tally.correct, tally.frames), percent(tally.octave, tally.frames));
    }
    rows.push(row);
  }
  const mean = (values: number[]) =>
    `${((100 * values.reduce((a, b) => a + b, 0)) / values.length).toFixed(2)} %`;
  const average = ['mean of instruments'];
  for (const detector of detectors) {
    const total = totals.get(detector)!;
    average.push(mean(shares.get(detector)!), percent(total.octave, total.frames));
  }
  rows.push(average);
  console.log(
    `\nPitch accuracy on sampled instruments: frames within 50 cents of the played MIDI note while it ` +
      `sounds (the louder note there, within 30 dB of its peak, heard apart from the other notes and ` +
      `without the room noise), FluidSynth renders with ${fonts.map((f) => f.name).join(', ')} at ` +
      `44.1 + 48 kHz, clean and in a room (reverb, 20 dB SNR); aubio with -B = our FFT size, -H ${HOP}`,
  );
  const header = ['instrument'];
  for (const detector of detectors) {
    const name = detector.startsWith('ours') ? detector : `aubio ${detector}`;
    header.push(name, `${name} oct.`);
  }
  console.log(markdownTable(header, rows));
  console.log(
    `${judged} frames judged. Judged as before decision 049 (${heardWhole} frames: also where the ` +
      `note before is still the louder), the means are ` +
      detectors.map((d) => `${d} ${mean(wholeShares.get(d)!)}`).join(', '),
  );
}

/**
 * The contract over the whole corpus, per instrument, and every take where it does not hold.
 * BENCH_INSTRUMENTS and BENCH_FONTS (names, comma-separated) keep to those instruments and soundfonts;
 * BENCH_NOTES=1 prints, under each take where the contract does not hold, every written note beside what
 * was played and what the engine heard (see takeNotesReport).
 */
export function printSampledContract(): void {
  const unavailable = sampledCorpusUnavailable();
  if (unavailable) {
    console.log(`Sampled-instrument corpus: not run (${unavailable})`);
    return;
  }
  const perInstrument = new Map<string, { takes: number; holding: number }>();
  // Estimated minus true latency on the takes below the search limit (250 ms is clamped onto the truth).
  const latencyErrors = new Map<string, { clean: number[]; room: number[] }>();
  const failures: string[] = [];
  const list = (value: string | undefined) => value?.split(',').map((name) => name.trim());
  const instruments = list(process.env.BENCH_INSTRUMENTS);
  const fonts = list(process.env.BENCH_FONTS);
  const notesReport = process.env.BENCH_NOTES === '1';
  for (const batch of corpusBatches(availableSoundfonts(), true)) {
    if (instruments && !instruments.includes(batch.instrument)) continue;
    if (fonts && !fonts.includes(batch.font.name)) continue;
    const takes = renderSampledTakes(batch.instrument, batch.font, batch.sampleRate, batch.takes);
    for (const take of takes) {
      const analysis = analyseSampledTake(take);
      const result = scoreSampledTake(take, analysis);
      const violations = contractViolations(take, result);
      const latency = take.spec.latency;
      if (latency !== undefined && latency < 0.25) {
        const errors = latencyErrors.get(batch.instrument) ?? { clean: [], room: [] };
        (take.spec.room ? errors.room : errors.clean).push(result.latency_ms - latency * 1000);
        latencyErrors.set(batch.instrument, errors);
      }
      const entry = perInstrument.get(batch.instrument) ?? { takes: 0, holding: 0 };
      entry.takes++;
      if (violations.length === 0) entry.holding++;
      else {
        failures.push(`- ${takeName(take)}: ${violations.join('; ')}`);
        if (notesReport) failures.push(takeNotesReport(take, analysis.notes, result));
      }
      perInstrument.set(batch.instrument, entry);
    }
  }
  console.log('Scoring contract on the whole sampled corpus (takes where every rule holds)');
  console.log(
    markdownTable(
      ['instrument', 'takes', 'contract holds'],
      [...perInstrument].map(([name, entry]) => [
        name,
        String(entry.takes),
        percent(entry.holding, entry.takes),
      ]),
    ),
  );
  const range = (values: number[]) => `${Math.min(...values)} to ${Math.max(...values)} ms`;
  console.log(
    '\nEstimated minus true latency, takes at 50, 120 and 180 ms (the contract allows 20 ms either way)',
  );
  console.log(
    markdownTable(
      ['instrument', 'clean', 'room'],
      [...latencyErrors].map(([name, errors]) => [name, range(errors.clean), range(errors.room)]),
    ),
  );
  if (failures.length) console.log(`\nTakes where it does not hold:\n${failures.join('\n')}`);
}

/**
 * A take's written notes beside the performance and the scoring, one line each: expected start (s, take
 * time), what was performed (start error in ms when jitter moved it, the MIDI note when it was played wrong),
 * the verdict with the heard pitch and onset error; then every note the engine heard (start-end, pitch).
 */
export function takeNotesReport(
  take: SampledTake,
  heard: readonly PlayedNote[],
  result: ScoreResult,
): string {
  const tempo = take.spec.tempoFactor ?? 1;
  const latency = take.spec.latency ?? 0;
  const lines = take.reference.map((note, index) => {
    const expected = note.time / tempo + latency;
    const performed = take.performed[index];
    const scored = result.notes[index]!;
    const played = performed
      ? `${Math.round((performed.time - expected) * 1000)}`.padStart(5) +
        (performed.midi === note.midi ? '' : ` as ${performed.midi}`)
      : '  not played';
    const heardPitch = scored.played_midi === undefined ? '' : ` heard ${scored.played_midi}`;
    const error = scored.onset_error_ms === undefined ? '' : ` ${scored.onset_error_ms} ms`;
    return `    ${expected.toFixed(3).padStart(7)} ${String(note.midi).padStart(3)} played ${played}: ${scored.verdict}${heardPitch}${error}`;
  });
  const notes = heard.map(
    (note) =>
      `${note.onset.toFixed(3)}-${note.offset.toFixed(3)} ${note.midi === null ? '-' : note.midi.toFixed(2)}`,
  );
  return [
    `    latency found ${result.latency_ms} ms; score ${result.score}, pitch ${result.pitch_score}, rhythm ${result.rhythm_score}`,
    '    expected MIDI played (ms off): verdict',
    ...lines,
    `    heard: ${notes.join(', ')}`,
  ].join('\n');
}
