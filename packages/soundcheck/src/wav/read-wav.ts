// WAV decoder for takes and test files: RIFF/WAVE with PCM (8, 16, 24, 32-bit) or IEEE float (32, 64-bit),
// plain or WAVE_FORMAT_EXTENSIBLE, any channel count and sample rate, mixed down to mono Float32 samples.
// Works on bytes, so the same code runs in Node, a worker or the browser.

export interface DecodedWav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  format: 'pcm' | 'float';
  /** Mono mix (mean of the channels), nominally in -1..1. */
  samples: Float32Array;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

export class WavFormatError extends Error {
  override name = 'WavFormatError';
}

export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || tag(view, 0) !== 'RIFF' || tag(view, 8) !== 'WAVE') {
    throw new WavFormatError('not a RIFF/WAVE file');
  }
  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16) throw new WavFormatError('fmt chunk too short');
      let code = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      // Extensible files carry the real format code in the first two bytes of the sub-format GUID.
      if (code === FORMAT_EXTENSIBLE && size >= 26) code = view.getUint16(body + 24, true);
      format = { code, channels, sampleRate, bits };
    } else if (id === 'data') {
      if (!format) throw new WavFormatError('data chunk before fmt chunk');
      // A writer that streamed the file may leave the size at 0 or too large: read what is there.
      const length = size === 0 || body + size > bytes.length ? bytes.length - body : size;
      return decodeSamples(view, body, length, format);
    }
    offset = body + size + (size & 1);
  }
  throw new WavFormatError(format ? 'no data chunk' : 'no fmt chunk');
}

function decodeSamples(
  view: DataView,
  start: number,
  length: number,
  format: { code: number; channels: number; sampleRate: number; bits: number },
): DecodedWav {
  const { code, channels, sampleRate, bits } = format;
  if (channels < 1) throw new WavFormatError('no channels');
  if (!(sampleRate > 0)) throw new WavFormatError('invalid sample rate');
  const isFloat = code === FORMAT_FLOAT && (bits === 32 || bits === 64);
  const isPcm = code === FORMAT_PCM && (bits === 8 || bits === 16 || bits === 24 || bits === 32);
  if (!isFloat && !isPcm) {
    throw new WavFormatError(
      `unsupported format ${code} with ${bits} bits (need PCM 8/16/24/32 or float 32/64)`,
    );
  }
  const bytesPerSample = bits / 8;
  const frameBytes = bytesPerSample * channels;
  const frames = Math.floor(length / frameBytes);
  const samples = new Float32Array(frames);
  const read = sampleReader(view, bits, isFloat);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    const base = start + frame * frameBytes;
    for (let c = 0; c < channels; c++) sum += read(base + c * bytesPerSample);
    samples[frame] = sum / channels;
  }
  return { sampleRate, channels, bitsPerSample: bits, format: isFloat ? 'float' : 'pcm', samples };
}

function sampleReader(view: DataView, bits: number, isFloat: boolean): (offset: number) => number {
  if (isFloat)
    return bits === 32 ? (o) => view.getFloat32(o, true) : (o) => view.getFloat64(o, true);
  switch (bits) {
    case 8:
      return (o) => (view.getUint8(o) - 128) / 128;
    case 16:
      return (o) => view.getInt16(o, true) / 32768;
    case 24:
      return (o) =>
        (view.getUint8(o) | (view.getUint8(o + 1) << 8) | (view.getInt8(o + 2) << 16)) / 8388608;
    default:
      return (o) => view.getInt32(o, true) / 2147483648;
  }
}

function tag(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}
