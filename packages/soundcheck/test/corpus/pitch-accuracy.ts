// Frame-level pitch accuracy against the synthesiser's ground truth, after mir_eval's raw pitch accuracy:
// a frame is judged at the centre of its analysis window, when that centre lies inside a sounding note by at
// least `margin` seconds (half the longest window compared, so every detector is judged at the same instants
// and no window straddles a note boundary); it is correct when voiced and within 50 cents of the true pitch;
// an octave error is within 50 cents of the true pitch plus or minus whole octaves; unvoiced counts as wrong
// (stricter than mir_eval, which counts an estimator's pitch guess in the frames it calls unvoiced).
import { hzToMidi } from '../../src/music/pitch-math.js';
import { pitchCurveAt } from '../../src/synth/index.js';
import type { PitchCurve } from '../../src/synth/index.js';

export interface PitchFrameResult {
  /** Centre of the analysed samples, in seconds. */
  time: number;
  /** 0 when unvoiced. */
  frequency: number;
}

export interface PitchAccuracy {
  frames: number;
  correct: number;
  octaveErrors: number;
  unvoiced: number;
  accuracy: number;
  octaveErrorRate: number;
}

export function scorePitchFrames(
  frames: readonly PitchFrameResult[],
  curves: readonly PitchCurve[],
  margin: number,
): PitchAccuracy {
  let counted = 0;
  let correct = 0;
  let octave = 0;
  let unvoiced = 0;
  let curveIndex = 0;
  for (const frame of frames) {
    while (curveIndex < curves.length && curves[curveIndex]!.offset - margin < frame.time)
      curveIndex++;
    const curve = curves[curveIndex];
    if (!curve || frame.time < curve.onset + margin) continue;
    counted++;
    if (!(frame.frequency > 0)) {
      unvoiced++;
      continue;
    }
    const cents = (hzToMidi(frame.frequency) - pitchCurveAt(curve, frame.time)) * 100;
    if (Math.abs(cents) <= 50) correct++;
    else {
      const octaves = Math.round(cents / 1200);
      if (octaves !== 0 && Math.abs(cents - octaves * 1200) <= 50) octave++;
    }
  }
  return {
    frames: counted,
    correct,
    octaveErrors: octave,
    unvoiced,
    accuracy: counted ? correct / counted : 0,
    octaveErrorRate: counted ? octave / counted : 0,
  };
}
