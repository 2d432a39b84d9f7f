// Downloads one file of an exercise as bytes, reporting progress from the response body stream
// (content-length gives the total when the server sends it), and turns HTTP and network failures into
// an ExerciseLoadError naming the file.
import { ExerciseLoadError } from './exercise-load-error';

export interface FetchBytesOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Bytes received so far and the expected total (0 when unknown). */
  onBytes?: (loaded: number, total: number) => void;
}

export async function fetchBytes(
  url: string,
  file: string,
  options: FetchBytesOptions = {},
): Promise<ArrayBuffer> {
  const { signal, onBytes } = options;
  const fetchFile = options.fetch ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await fetchFile(url, { signal });
  } catch (error) {
    signal?.throwIfAborted();
    throw new ExerciseLoadError(`${file} could not be downloaded (network error).`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new ExerciseLoadError(`${file} could not be downloaded (HTTP ${response.status}).`);
  }
  const total = expectedLength(response);
  try {
    if (!response.body) {
      const bytes = await response.arrayBuffer();
      onBytes?.(bytes.byteLength, total || bytes.byteLength);
      return bytes;
    }
    return await readBody(response.body, total, signal, onBytes);
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof ExerciseLoadError) throw error;
    throw new ExerciseLoadError(`${file} could not be downloaded (network error).`, {
      cause: error,
    });
  }
}

/** content-length, when it counts the bytes the body stream yields (not a compressed size). */
function expectedLength(response: Response): number {
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return 0;
  const length = Number(response.headers.get('content-length'));
  return Number.isSafeInteger(length) && length > 0 ? length : 0;
}

async function readBody(
  body: ReadableStream<Uint8Array>,
  total: number,
  signal: AbortSignal | undefined,
  onBytes: FetchBytesOptions['onBytes'],
): Promise<ArrayBuffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onBytes?.(loaded, total && Math.max(total, loaded));
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}
