// Amplitude envelope shared by the sustained timbres: linear attack, exponential settle, sustain, release.

export interface EnvelopeShape {
  attack: number;
  /** Level reached after the attack settles. */
  sustain: number;
  settle: number;
  release: number;
}

function heldLevel(shape: EnvelopeShape, time: number): number {
  if (time < shape.attack) return time / shape.attack;
  return shape.sustain + (1 - shape.sustain) * Math.exp(-(time - shape.attack) / shape.settle);
}

/** The envelope of a note sounding for `duration` seconds, sampled at `sampleRate` from its onset. */
export function renderEnvelope(
  shape: EnvelopeShape,
  duration: number,
  sampleRate: number,
): Float32Array {
  const length = Math.ceil((duration + shape.release * 6) * sampleRate);
  const out = new Float32Array(length);
  const held = Math.round(duration * sampleRate);
  for (let i = 0; i < Math.min(held, length); i++) out[i] = heldLevel(shape, i / sampleRate);
  const end = heldLevel(shape, duration);
  const decay = Math.exp(-1 / (shape.release * sampleRate));
  let level = end;
  for (let i = held; i < length; i++) {
    out[i] = level;
    level *= decay;
  }
  return out;
}
