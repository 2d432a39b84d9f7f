// The spectra of a signal as the onset detector keeps them for the note tracker (onset/attack-start.ts):
// Hann frames of `frame` samples ending every `hop`, pushed into a SpectrumHistory of `seconds`.
import { RealFft } from '../src/dsp/real-fft.js';
import { hannWindow } from '../src/dsp/windows.js';
import { SpectrumHistory } from '../src/onset/attack-start.js';

export function onsetSpectra(
  x: Float32Array,
  options: { sampleRate: number; frame: number; hop: number; seconds: number },
): SpectrumHistory {
  const { sampleRate, frame: length, hop, seconds } = options;
  const spectra = new SpectrumHistory(sampleRate, length, hop, seconds);
  const fft = new RealFft(length);
  const window = hannWindow(length);
  const frame = new Float64Array(length);
  const re = new Float64Array(length / 2 + 1);
  const im = new Float64Array(length / 2 + 1);
  for (let end = hop; end <= x.length; end += hop) {
    for (let i = 0; i < length; i++) {
      const position = end - length + i;
      frame[i] = position >= 0 ? window[i]! * x[position]! : 0;
    }
    fft.forward(frame, re, im);
    spectra.push(re, im);
  }
  return spectra;
}
