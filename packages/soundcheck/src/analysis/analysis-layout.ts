// Hop sizes of the analysis. Hops are powers of two that divide into the AudioWorklet's 128-frame blocks, and
// about 5.8 ms (onsets) and 11.6 ms (pitch) at 44.1 kHz, scaling with the sample rate.

export interface AnalysisLayout {
  onsetHop: number;
  onsetFrameLength: number;
  pitchHop: number;
}

export function analysisLayout(sampleRate: number): AnalysisLayout {
  let onsetHop = 128;
  while (onsetHop * 2 <= sampleRate / 130) onsetHop *= 2;
  return { onsetHop, onsetFrameLength: onsetHop * 4, pitchHop: onsetHop * 2 };
}
