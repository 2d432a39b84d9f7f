// Encodes PCM to MP3 with LAME compiled to WebAssembly (wasm-media-encoders), on worker threads so
// encoding, the slowest step of the generator, overlaps with synthesis and drawing on the main
// thread. If workers cannot start (e.g. the package was bundled and the encoder module cannot be
// resolved from a worker), it encodes on the calling thread instead.

import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { createMp3Encoder } from 'wasm-media-encoders';
import { MP3_BITRATE_KBPS } from './mp3-settings.js';

/** PCM on its own ArrayBuffer, which is transferred (not copied) to the worker. */
export type Pcm = Float32Array<ArrayBuffer>;

interface Job {
  samples: Pcm;
  sampleRate: number;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

// Plain CommonJS so the worker runs the same whether this package is run by tsx, Vitest or a bundle:
// a worker cannot load this TypeScript file without a loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createMp3Encoder } = require(workerData.modulePath);
const ready = createMp3Encoder();
parentPort.on('message', async (job) => {
  try {
    const encoder = await ready;
    encoder.configure({ sampleRate: job.sampleRate, channels: 1, bitrate: workerData.bitrate });
    const body = encoder.encode([job.samples]).slice();
    const tail = encoder.finalize().slice();
    const bytes = new Uint8Array(body.length + tail.length);
    bytes.set(body);
    bytes.set(tail, body.length);
    parentPort.postMessage({ bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

export class Mp3EncoderPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly workers: Worker[] = [];
  private readonly drained: (() => void)[] = [];

  /**
   * @param onJobDone receives the milliseconds each encode kept a worker busy (for the benchmark).
   */
  constructor(
    private readonly onJobDone: (ms: number) => void = () => {},
    size = Math.max(1, Math.min(4, availableParallelism())),
  ) {
    const modulePath = resolveEncoderModule();
    if (!modulePath) return;
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { modulePath, bitrate: MP3_BITRATE_KBPS },
      });
      worker.unref();
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** Jobs waiting for a worker: the caller throttles synthesis on it to bound memory. */
  get backlog(): number {
    return this.queue.length;
  }

  /** Encodes mono samples; the buffer is transferred to the worker, so the caller must not reuse it. */
  encode(samples: Pcm, sampleRate: number): Promise<Uint8Array> {
    if (this.workers.length === 0) {
      const started = performance.now();
      return encodeOnThisThread(samples, sampleRate).finally(() =>
        this.onJobDone(performance.now() - started),
      );
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ samples, sampleRate, resolve, reject });
      this.pump();
    });
  }

  /** Resolves once at most `limit` jobs are waiting for a worker. */
  whenBacklogBelow(limit: number): Promise<void> {
    if (this.queue.length < limit) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (this.queue.length < limit) resolve();
        else this.drained.push(check);
      };
      this.drained.push(check);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private pump(): void {
    if (this.workers.length === 0) {
      // Every worker crashed: finish what is queued here rather than leave callers waiting.
      for (const job of this.queue.splice(0)) {
        encodeOnThisThread(job.samples, job.sampleRate).then(job.resolve, job.reject);
      }
      return;
    }
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop();
      const job = this.queue.shift();
      if (!worker || !job) return;
      worker.ref();
      const started = performance.now();
      const finish = (
        bytes: Uint8Array | undefined,
        error: string | undefined,
        crashed = false,
      ) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.unref();
        this.onJobDone(performance.now() - started);
        if (crashed) this.workers.splice(this.workers.indexOf(worker), 1);
        else this.idle.push(worker);
        if (bytes) job.resolve(bytes);
        else job.reject(new Error(`MP3 encoding failed: ${error ?? 'unknown error'}`));
        this.pump();
        for (const waiter of this.drained.splice(0)) waiter();
      };
      const onMessage = (reply: { bytes?: Uint8Array; error?: string }) =>
        finish(reply.bytes, reply.error);
      const onError = (error: Error) => finish(undefined, error.message, true);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ samples: job.samples, sampleRate: job.sampleRate }, [
        job.samples.buffer,
      ]);
    }
  }
}

function resolveEncoderModule(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('wasm-media-encoders');
  } catch {
    return undefined;
  }
}

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let sharedEncoder: Promise<Mp3Encoder> | undefined;

/** Encodes on the calling thread; the encoder module is loaded only when first needed. */
export async function encodeOnThisThread(
  samples: Float32Array,
  sampleRate: number,
): Promise<Uint8Array> {
  sharedEncoder ??= import('wasm-media-encoders').then((module) => module.createMp3Encoder());
  const encoder = await sharedEncoder;
  encoder.configure({ sampleRate, channels: 1, bitrate: MP3_BITRATE_KBPS });
  const body = encoder.encode([samples]).slice();
  const tail = encoder.finalize().slice();
  const bytes = new Uint8Array(body.length + tail.length);
  bytes.set(body);
  bytes.set(tail, body.length);
  return bytes;
}
