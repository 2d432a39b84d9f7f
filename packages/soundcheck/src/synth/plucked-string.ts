// Plucked string (guitar, bass) by Karplus-Strong: a noise burst circulating in a delay line whose loop
// averages neighbouring samples, so high harmonics die first like a real string. A first-order all-pass
// supplies the fractional part of the period so every note is in tune (Jaffe & Smith 1983).
import { midiToHz } from '../music/pitch-math.js';
import type { PitchCurve, SynthNote } from './types.js';

export function renderPluckedNote(
  out: Float32Array,
  sampleRate: number,
  note: SynthNote,
  random: () => number,
): PitchCurve {
  const hz = midiToHz(note.midi);
  const period = sampleRate / hz;
  // Loop delay = buffer + 0.5 (averager) + all-pass delay, with the all-pass kept in its accurate range.
  const bufferLength = Math.floor(period - 0.6);
  const fractional = period - 0.5 - bufferLength;
  const allpass = (1 - fractional) / (1 + fractional);
  const buffer = new Float64Array(bufferLength);
  // Excitation: low-passed noise (softer plucks are darker) with the comb of a pluck at 1/5 of the string.
  let smooth = 0;
  const brightness = 0.35 + 0.5 * note.velocity;
  for (let i = 0; i < bufferLength; i++) {
    smooth += brightness * (random() * 2 - 1 - smooth);
    buffer[i] = smooth;
  }
  const pluckAt = Math.max(1, Math.round(bufferLength / 5));
  for (let i = bufferLength - 1; i >= pluckAt; i--) buffer[i] = buffer[i]! - buffer[i - pluckAt]!;
  let peak = 0;
  for (let i = 0; i < bufferLength; i++) peak = Math.max(peak, Math.abs(buffer[i]!));
  const scale = (0.5 * note.velocity) / (peak || 1);
  for (let i = 0; i < bufferLength; i++) buffer[i] = buffer[i]! * scale;

  // Low strings ring longer; after the note's duration the string is damped within ~60 ms.
  const ringSeconds = 6 - 3 * Math.min(1, Math.max(0, (note.midi - 28) / 50));
  const sustainLoss = 10 ** (-3 / (ringSeconds * hz));
  const dampedLoss = 10 ** (-3 / (0.06 * hz));
  const start = Math.round(note.time * sampleRate);
  const heldSamples = Math.round(note.duration * sampleRate);
  const total = heldSamples + Math.round(0.4 * sampleRate);
  let index = 0;
  let previous = 0;
  let apIn = 0;
  let apOut = 0;
  for (let i = 0; i < total; i++) {
    const value = buffer[index]!;
    const position = start + i;
    if (position >= out.length) break;
    if (position >= 0) out[position] = out[position]! + value;
    const averaged = 0.5 * (value + previous);
    previous = value;
    const shifted = allpass * averaged + apIn - allpass * apOut;
    apIn = averaged;
    apOut = shifted;
    buffer[index] = shifted * (i < heldSamples ? sustainLoss : dampedLoss);
    index++;
    if (index === bufferLength) index = 0;
  }
  return {
    onset: note.time,
    offset: note.time + note.duration,
    midi: note.midi,
    scoopCents: 0,
    scoopTime: 0,
    vibratoCents: 0,
    vibratoHz: 0,
    vibratoDelay: 0,
  };
}
