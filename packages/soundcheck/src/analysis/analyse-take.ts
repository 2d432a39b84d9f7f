// Offline analysis of a whole take: the streaming analyser fed in one go, so both paths give the same notes.
import { StreamingAnalyser } from './streaming-analyser.js';
import type { AnalysisOptions, PlayedNote } from './types.js';

export interface TakeAnalysis {
  notes: PlayedNote[];
  /** Length of the take in seconds. */
  duration: number;
}

export function analyseTake(samples: Float32Array, options: AnalysisOptions): TakeAnalysis {
  const analyser = new StreamingAnalyser(options);
  analyser.process(samples);
  return { notes: analyser.finish(), duration: samples.length / options.sampleRate };
}
