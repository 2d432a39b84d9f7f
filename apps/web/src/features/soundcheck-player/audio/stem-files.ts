// Downloads and decodes the stem files of an exercise. A file several parts use (the full mix, usually)
// is fetched and decoded once per exercise and shared: a later part gets it at once, and a download two
// parts wait for is cancelled only when both have given up on it.
import { ExerciseLoadError } from './exercise-load-error';
import { fetchBytes } from './fetch-bytes';

export type DecodeAudio = (bytes: ArrayBuffer) => Promise<AudioBuffer>;

export interface StemFileOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  onBytes?: (loaded: number, total: number) => void;
}

interface SharedFile {
  buffer: Promise<AudioBuffer>;
  controller: AbortController;
  waiting: number;
  progress: { loaded: number; total: number };
  listeners: Set<(loaded: number, total: number) => void>;
}

/** Loads one stem file: download, then decode. */
export async function loadStemFile(
  url: string,
  file: string,
  decode: DecodeAudio,
  options: StemFileOptions,
): Promise<AudioBuffer> {
  const bytes = await fetchBytes(url, file, options);
  options.signal?.throwIfAborted();
  try {
    return await decode(bytes);
  } catch (error) {
    throw new ExerciseLoadError(`${file} could not be decoded.`, { cause: error });
  }
}

/** Files shared by parts of one exercise, fetched and decoded once. */
export class SharedStemFiles {
  private readonly files = new Map<string, SharedFile>();

  load(
    url: string,
    file: string,
    decode: DecodeAudio,
    options: StemFileOptions,
  ): Promise<AudioBuffer> {
    const shared = this.files.get(url) ?? this.start(url, file, decode, options.fetch);
    const { signal, onBytes } = options;
    if (onBytes) {
      shared.listeners.add(onBytes);
      if (shared.progress.loaded > 0) onBytes(shared.progress.loaded, shared.progress.total);
    }
    shared.waiting++;
    return new Promise<AudioBuffer>((resolve, reject) => {
      let isDone = false;
      const finish = () => {
        if (isDone) return false;
        isDone = true;
        if (onBytes) shared.listeners.delete(onBytes);
        signal?.removeEventListener('abort', giveUp);
        shared.waiting--;
        return true;
      };
      const giveUp = () => {
        if (!finish()) return;
        if (shared.waiting === 0 && this.files.get(url) === shared) {
          this.files.delete(url);
          shared.controller.abort(signal?.reason);
        }
        reject(signal?.reason);
      };
      if (signal?.aborted) return giveUp();
      signal?.addEventListener('abort', giveUp, { once: true });
      shared.buffer.then(
        (buffer) => finish() && resolve(buffer),
        (error: unknown) => finish() && reject(error),
      );
    });
  }

  private start(url: string, file: string, decode: DecodeAudio, fetchFile?: typeof fetch) {
    const controller = new AbortController();
    const listeners = new Set<(loaded: number, total: number) => void>();
    const progress = { loaded: 0, total: 0 };
    const buffer = loadStemFile(url, file, decode, {
      signal: controller.signal,
      fetch: fetchFile,
      onBytes: (loaded, total) => {
        progress.loaded = loaded;
        progress.total = total;
        for (const listener of listeners) listener(loaded, total);
      },
    });
    const shared: SharedFile = { buffer, controller, waiting: 0, progress, listeners };
    // A failed file is tried again next time.
    buffer.catch(() => {
      if (this.files.get(url) === shared) this.files.delete(url);
    });
    this.files.set(url, shared);
    return shared;
  }
}
