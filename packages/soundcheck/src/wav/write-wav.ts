// WAV encoder for tests, the benchmark and end-to-end fixtures (Chromium's fake microphone wants 16-bit PCM).

export type WavEncoding = 'pcm16' | 'float32';

/** Encodes channel arrays (all the same length) as a canonical 44-byte-header WAV file. */
export function encodeWav(
  channels: Float32Array | readonly Float32Array[],
  sampleRate: number,
  encoding: WavEncoding = 'pcm16',
): Uint8Array {
  const list = channels instanceof Float32Array ? [channels] : channels;
  const first = list[0];
  if (!first) throw new RangeError('encodeWav needs at least one channel');
  const frames = first.length;
  const bytesPerSample = encoding === 'pcm16' ? 2 : 4;
  const blockAlign = bytesPerSample * list.length;
  const dataBytes = frames * blockAlign;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  writeTag(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeTag(view, 8, 'WAVE');
  writeTag(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, encoding === 'pcm16' ? 1 : 3, true);
  view.setUint16(22, list.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bytesPerSample * 8, true);
  writeTag(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = 44;
  for (let frame = 0; frame < frames; frame++) {
    for (const channel of list) {
      const value = channel[frame] ?? 0;
      if (encoding === 'pcm16') {
        const clipped = Math.max(-1, Math.min(1, value));
        view.setInt16(offset, Math.round(clipped < 0 ? clipped * 32768 : clipped * 32767), true);
      } else {
        view.setFloat32(offset, value, true);
      }
      offset += bytesPerSample;
    }
  }
  return bytes;
}

function writeTag(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < 4; i++) view.setUint8(offset + i, text.charCodeAt(i));
}
