// Attack / sustain / release envelope shared by the sustained voices (winds, bowed strings, voice).

export interface Envelope {
  attackSeconds: number;
  releaseSeconds: number;
}

/** Envelope level at sample n of a note held for `heldSamples`. */
export function envelopeAt(
  n: number,
  heldSamples: number,
  sampleRate: number,
  env: Envelope,
): number {
  const attack = Math.min(1, n / (env.attackSeconds * sampleRate));
  if (n < heldSamples) return attack;
  const released = (n - heldSamples) / (env.releaseSeconds * sampleRate);
  return released >= 1 ? 0 : attack * (1 - released) * (1 - released);
}

/** Vibrato as a frequency multiplier: fades in after `delaySeconds`, like a player's vibrato. */
export function vibratoAt(
  n: number,
  sampleRate: number,
  rate: number,
  depth: number,
  delaySeconds: number,
) {
  const t = n / sampleRate;
  const fade = Math.min(1, Math.max(0, (t - delaySeconds) / 0.3));
  return 1 + depth * fade * Math.sin(2 * Math.PI * rate * t);
}
