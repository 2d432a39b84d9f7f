// What every step of the generation shares: the output, the MP3 encoder pool, progress and timing.

import type { Mp3EncoderPool } from '../media/mp3-encoder-pool.js';
import type { MediaKind } from '../types.js';
import type { OutputWriter } from './output-writer.js';

export interface GenerationContext {
  writer: OutputWriter;
  encoders: Mp3EncoderPool;
  progress: (message: string) => void;
  timing: (kind: MediaKind, ms: number) => void;
}

/** Runs a step and reports its duration under `kind`. */
export async function timed<T>(
  ctx: GenerationContext,
  kind: MediaKind,
  step: () => T | Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    ctx.timing(kind, performance.now() - started);
  }
}
