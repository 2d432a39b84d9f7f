// The stem player's mixing rules as pure functions: the stems as equal-length mono channels for the
// stretcher (absent stems silent), which stem each Audio choice lets through, and the volume curve.
import { STEM_NAMES, type PartStems } from './exercise-media';

/** Which stem is heard: Practice's Audio choice, or none (recording with no backing). */
export type AudioMode = 'full' | 'solo' | 'backing' | 'none';

type MonoSource = Pick<
  AudioBuffer,
  'numberOfChannels' | 'length' | 'sampleRate' | 'getChannelData'
>;

/** Gain per stem channel (full, backing, solo) for an Audio choice. */
export function stemGains(mode: AudioMode): number[] {
  return STEM_NAMES.map((stem) => (stem === mode ? 1 : 0));
}

/**
 * Gain for a 0-100 volume on a square-law curve: loudness follows it more evenly than a linear gain
 * (half way is -12 dB, not -6 dB), and 0 is silent.
 */
export function volumeGain(percent: number): number {
  const volume = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) / 100 : 0.8;
  return volume * volume;
}

/** The stems as mono channels in STEM_NAMES order at `sampleRate`, padded to the longest. */
export function stemChannels(stems: PartStems, sampleRate: number): Float32Array[] {
  const lengthOf = (buffer: MonoSource) =>
    Math.round((buffer.length * sampleRate) / buffer.sampleRate);
  const length = Math.max(
    1,
    ...STEM_NAMES.map((stem) => (stems[stem] ? lengthOf(stems[stem]) : 0)),
  );
  return STEM_NAMES.map((stem) => {
    const channel = new Float32Array(length);
    const buffer = stems[stem];
    if (!buffer) return channel;
    if (buffer.sampleRate === sampleRate) return mixToMono(buffer, channel);
    channel.set(resample(mixToMono(buffer), buffer.sampleRate, sampleRate).subarray(0, length));
    return channel;
  });
}

/** The average of the buffer's channels, written into `into` (from its start). */
export function mixToMono(
  buffer: MonoSource,
  into = new Float32Array(buffer.length),
): Float32Array {
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) =>
    buffer.getChannelData(c),
  );
  if (channels.length === 1) into.set(channels[0]!);
  else {
    const scale = 1 / channels.length;
    for (let i = 0; i < buffer.length; i++) {
      let sum = 0;
      for (const channel of channels) sum += channel[i]!;
      into[i] = sum * scale;
    }
  }
  return into;
}

/** Linear resampling; decodeAudioData already gives the context's rate, so this is rarely needed. */
function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.round((samples.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const x = i * step;
    const j = Math.floor(x);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = a + (b - a) * (x - j);
  }
  return out;
}
