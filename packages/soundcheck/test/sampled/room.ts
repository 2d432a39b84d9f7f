// A practice room around a take: a short reverb (Schroeder: four feedback combs into two all-passes, about
// 0.35 s to fall 60 dB, mixed 12 dB below the direct sound) and room noise (low-passed Gaussian) at a given
// SNR against the take's power while it sounds. Written here, apart from the engine's synthesiser.
import { createGaussian, createRandom } from '../../src/synth/random.js';

const COMB_DELAYS_S = [0.0297, 0.0371, 0.0411, 0.0437];
const ALLPASS_DELAYS_S = [0.005, 0.0017];
const RT60_S = 0.35;
const WET = 0.25;

export function addReverb(input: Float32Array, sampleRate: number): Float32Array {
  const wet = new Float32Array(input.length);
  for (const delaySeconds of COMB_DELAYS_S) {
    const delay = Math.round(delaySeconds * sampleRate);
    const gain = 10 ** ((-3 * delaySeconds) / RT60_S);
    const line = new Float32Array(delay);
    for (let i = 0, at = 0; i < input.length; i++) {
      const out = line[at]!;
      line[at] = input[i]! + gain * out;
      wet[i] = wet[i]! + out / COMB_DELAYS_S.length;
      at = at + 1 === delay ? 0 : at + 1;
    }
  }
  let signal = wet;
  for (const delaySeconds of ALLPASS_DELAYS_S) {
    const delay = Math.round(delaySeconds * sampleRate);
    const line = new Float32Array(delay);
    const out = new Float32Array(signal.length);
    for (let i = 0, at = 0; i < signal.length; i++) {
      const delayed = line[at]!;
      const x = signal[i]! + 0.7 * delayed;
      line[at] = x;
      out[i] = delayed - 0.7 * x;
      at = at + 1 === delay ? 0 : at + 1;
    }
    signal = out;
  }
  const mixed = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) mixed[i] = input[i]! + WET * signal[i]!;
  return mixed;
}

/** Adds room noise at `snrDb` below the mean power of `input` between `from` and `to` (seconds), or at
 *  `floorDbfs` (RMS, dB full scale) when the take is silent. */
export function addRoomNoise(
  input: Float32Array,
  sampleRate: number,
  options: { snrDb: number; from: number; to: number; floorDbfs?: number; seed: number },
): Float32Array {
  const start = Math.max(0, Math.floor(options.from * sampleRate));
  const end = Math.min(input.length, Math.ceil(options.to * sampleRate));
  let power = 0;
  for (let i = start; i < end; i++) power += input[i]! ** 2;
  power = end > start ? power / (end - start) : 0;
  const floor = 10 ** ((options.floorDbfs ?? -60) / 10);
  const noisePower = power > 0 ? power / 10 ** (options.snrDb / 10) : floor;
  const gaussian = createGaussian(createRandom(options.seed));
  // One-pole low-pass (about 800 Hz at 44.1 kHz): room noise is mostly low. Its output power is
  // (1 - a) / (1 + a) of the white input's, corrected below.
  const a = Math.exp((-2 * Math.PI * 800) / sampleRate);
  const scale = Math.sqrt(noisePower * ((1 + a) / (1 - a)));
  const output = new Float32Array(input.length);
  let state = 0;
  for (let i = 0; i < input.length; i++) {
    state = a * state + (1 - a) * gaussian();
    output[i] = input[i]! + scale * state;
  }
  return output;
}
