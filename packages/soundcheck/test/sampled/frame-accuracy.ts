// Frame pitch accuracy against what was played (MIDI note numbers), after mir_eval's raw pitch accuracy but
// stricter: a frame counts when its centre lies inside a played note by at least `margin` seconds and the note
// sounds there, heard apart from the notes around it (the take's `voices`, reverb included, without the room's
// noise):
// - it is the louder: where a note's release overlaps the next one's attack, a frame hears the note before
//   until the new one has risen over it. A sampled flute or choir note takes 30-50 ms after its note-on to
//   do so, and no detector can read a note in frames where the one before is the louder sound (decision 049);
// - it is within 30 dB of its own loudest 20 ms: a sampled high piano note dies long before its note-off,
//   and nobody hears a pitch in what is left. In a room take the noise would otherwise keep a note that
//   died under it judged for as long as its note-off says.
// A take without `voices` is heard whole (`sounding`). A frame is right when it carries a frequency within
// 50 cents of 440 * 2^((note - 69) / 12) Hz, an octave error when within 50 cents of that times a power of
// two. A frame without a frequency (called unvoiced) is wrong, where mir_eval would count the estimator's
// guess there: the benchmark passes our guesses (PitchEstimate.candidate) as frequencies to report that
// measure beside this. The formula is written here on purpose, apart from the engine's pitch math.
import type { PerformedNote } from './sampled-takes.js';

const AUDIBLE_DB = 30;
const LEVEL_WINDOW_S = 0.02;

export interface FrameTally {
  frames: number;
  correct: number;
  octave: number;
}

export function emptyTally(): FrameTally {
  return { frames: 0, correct: 0, octave: 0 };
}

export function tallyFrames(
  tally: FrameTally,
  frames: readonly { time: number; frequency: number }[],
  take: {
    sounding: Float32Array;
    voices?: readonly Float32Array[];
    sampleRate: number;
    performed: readonly PerformedNote[];
  },
  margin: number,
): FrameTally {
  const { voices, sampleRate } = take;
  const sorted = take.performed
    .map((note, index) => ({ ...note, index }))
    .sort((a, b) => a.time - b.time);
  // The power of a note's own sound, and of every other note's, at `time`.
  const own = (index: number, time: number) =>
    meanPower(voices ? voices[index % voices.length]! : take.sounding, sampleRate, time);
  const others = (index: number, time: number) => {
    if (!voices) return 0;
    let sum = 0;
    voices.forEach((voice, v) => {
      if (v !== index % voices.length) sum += meanPower(voice, sampleRate, time);
    });
    return sum;
  };
  const loudest = sorted.map((note) => {
    let peak = 0;
    for (let t = note.time; t < note.time + note.duration; t += LEVEL_WINDOW_S / 2)
      peak = Math.max(peak, own(note.index, t));
    return peak;
  });
  let at = 0;
  for (const frame of frames) {
    while (at < sorted.length && sorted[at]!.time + sorted[at]!.duration - margin < frame.time)
      at++;
    const note = sorted[at];
    if (!note || frame.time < note.time + margin) continue;
    // A note that still sounds under the next one's start is not judged there.
    const next = sorted[at + 1];
    if (next && frame.time > next.time - margin) continue;
    const power = own(note.index, frame.time);
    if (power < loudest[at]! * 10 ** (-AUDIBLE_DB / 10)) continue;
    if (power < others(note.index, frame.time)) continue;
    tally.frames++;
    if (!(frame.frequency > 0)) continue;
    const truth = 440 * Math.pow(2, (note.midi - 69) / 12);
    const cents = 1200 * Math.log2(frame.frequency / truth);
    if (Math.abs(cents) <= 50) tally.correct++;
    else {
      const octaves = Math.round(cents / 1200);
      if (octaves !== 0 && Math.abs(cents - 1200 * octaves) <= 50) tally.octave++;
    }
  }
  return tally;
}

export function addTally(into: FrameTally, from: FrameTally): void {
  into.frames += from.frames;
  into.correct += from.correct;
  into.octave += from.octave;
}

/** Mean power of the LEVEL_WINDOW_S of samples centred on `time`. */
function meanPower(samples: Float32Array, sampleRate: number, time: number): number {
  const half = Math.round((LEVEL_WINDOW_S * sampleRate) / 2);
  const centre = Math.round(time * sampleRate);
  const from = Math.max(0, centre - half);
  const to = Math.min(samples.length, centre + half);
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! ** 2;
  return to > from ? sum / (to - from) : 0;
}
