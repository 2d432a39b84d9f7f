// Live analysis in AudioWorklet-sized blocks gives the notes of the offline analysis (the design makes them
// identical; the contract only asks for one analysis hop).
import { describe, expect, it } from 'vitest';
import { analyseTake } from '../src/analysis/analyse-take.js';
import { StreamingAnalyser } from '../src/analysis/streaming-analyser.js';
import type { PlayedNote } from '../src/analysis/types.js';
import { chordPart, performChordTake } from './corpus/chord-parts.js';
import { drumPart, melodyPart } from './corpus/reference-parts.js';
import { performTake } from './corpus/takes.js';

function stream(
  samples: Float32Array,
  sampleRate: number,
  blockSize: number,
  nonPitched = false,
): PlayedNote[] {
  const live: PlayedNote[] = [];
  const analyser = new StreamingAnalyser({
    sampleRate,
    nonPitched,
    onNote: (note) => live.push(note),
  });
  const block = new Float32Array(blockSize);
  for (let start = 0; start < samples.length; start += blockSize) {
    const end = Math.min(samples.length, start + blockSize);
    if (end - start === blockSize) {
      block.set(samples.subarray(start, end));
      analyser.process(block);
    } else {
      analyser.process(samples.slice(start, end));
    }
  }
  analyser.finish();
  return live;
}

describe('streaming analysis', () => {
  it.each([
    { timbre: 'voice' as const, sampleRate: 48000 },
    { timbre: 'plucked' as const, sampleRate: 44100 },
    { timbre: 'drums' as const, sampleRate: 44100 },
  ])(
    '128-frame blocks give the offline notes ($timbre, $sampleRate Hz)',
    ({ timbre, sampleRate }) => {
      const nonPitched = timbre === 'drums';
      const reference = nonPitched ? drumPart() : melodyPart(timbre);
      const take = performTake(reference, { timbre, sampleRate, snrDb: 25, jitterSd: 0.02 });
      const offline = analyseTake(take.samples, { sampleRate, nonPitched }).notes;
      const live = stream(take.samples, sampleRate, 128, nonPitched);
      const hop = 512 / sampleRate;
      expect(offline.length).toBeGreaterThan(30);
      expect(live).toHaveLength(offline.length);
      live.forEach((note, i) => {
        const other = offline[i]!;
        expect(Math.abs(note.onset - other.onset)).toBeLessThanOrEqual(hop);
        expect(Math.abs(note.offset - other.offset)).toBeLessThanOrEqual(hop);
        if (nonPitched) expect(note.midi).toBeNull();
        else expect(Math.abs(note.midi! - other.midi!)).toBeLessThan(0.1);
      });
    },
  );

  it('does not depend on the block size at all', () => {
    const take = performTake(melodyPart('flute'), { timbre: 'flute', sampleRate: 44100 });
    const reference = stream(take.samples, 44100, 128);
    for (const size of [1, 127, 1000, 44100])
      expect(stream(take.samples, 44100, size)).toEqual(reference);
  });

  it('the chord path (chords) gives the offline notes and profiles in 128-frame blocks', () => {
    const { take } = performChordTake(chordPart(), { timbre: 'plucked', voicing: 'all' });
    const options = { sampleRate: 44100, fmin: 41, fmax: 1400, chords: true };
    const offline = analyseTake(take.samples, options).notes;
    const live: PlayedNote[] = [];
    const analyser = new StreamingAnalyser({ ...options, onNote: (note) => live.push(note) });
    for (let start = 0; start < take.samples.length; start += 128)
      analyser.process(take.samples.subarray(start, start + 128));
    analyser.finish();
    expect(offline.length).toBeGreaterThan(40);
    expect(offline.every((note) => note.profile?.length === 128)).toBe(true);
    expect(live).toEqual(offline);
  });

  it('reports the live pitch and refuses audio after finish()', () => {
    const analyser = new StreamingAnalyser({ sampleRate: 44100 });
    const tone = Float32Array.from({ length: 128 }, () => 0);
    let phase = 0;
    for (let block = 0; block < 40; block++) {
      for (let i = 0; i < 128; i++) {
        tone[i] = 0.5 * Math.sin(phase);
        phase += (2 * Math.PI * 220) / 44100;
      }
      analyser.process(tone);
    }
    expect(analyser.pitch.voiced).toBe(true);
    expect(analyser.pitch.frequency).toBeCloseTo(220, 0);
    analyser.finish();
    expect(() => analyser.process(tone)).toThrow(/after finish/);
  });
});

describe('silence gate', () => {
  // A C6 decaying 40 dB a second from its peak, clean. The pitch detector skips frames under its silence
  // gate, 40 dB under the loudest frame so far, between -70 and -60 dBFS.
  const sampleRate = 44100;
  const hz = 1046.5;
  function decay(peakDbfs: number, seconds: number): Float32Array {
    return Float32Array.from({ length: seconds * sampleRate }, (_, i) => {
      const t = i / sampleRate;
      const phase = 2 * Math.PI * hz * t;
      return 10 ** ((peakDbfs - 40 * t) / 20) * Math.SQRT2 * Math.sin(phase);
    });
  }
  /** The quietest frame read at the note's pitch (dBFS). */
  function quietestVoiced(samples: Float32Array): number {
    let quietest = Infinity;
    const analyser = new StreamingAnalyser({
      sampleRate,
      fmin: 500,
      fmax: 2093,
      onPitch: (_, estimate) => {
        const right = Math.abs(1200 * Math.log2(estimate.frequency / hz)) < 50;
        if (estimate.voiced && right) quietest = Math.min(quietest, estimate.levelDb);
      },
    });
    analyser.process(samples);
    analyser.finish();
    return quietest;
  }

  it('hears a soft note decay to -70 dBFS', () => {
    const quietest = quietestVoiced(decay(-40, 1));
    expect(quietest).toBeLessThan(-68);
    expect(quietest).toBeGreaterThanOrEqual(-70.5);
  });

  it('does not hear a loud note under -60 dBFS', () => {
    const quietest = quietestVoiced(decay(-12, 2));
    expect(quietest).toBeLessThan(-58);
    expect(quietest).toBeGreaterThanOrEqual(-60.5);
  });
});
