// H.264 encoding of RGBA frames with h264-mp4-encoder (minih264 + libmp4v2 compiled to WebAssembly),
// then reading back the encoded samples from the video-only MP4 it writes so that mp4-writer.ts can
// add the audio track. The Emscripten module installs process-wide 'uncaughtException' and
// 'unhandledRejection' handlers when it is first loaded. It is therefore imported lazily, inside a
// guard that removes them again: this runs in the server's seed step and must not change how the
// server handles its own errors (and a server not in demo mode never loads it at all).

import type * as H264Mp4Encoder from 'h264-mp4-encoder';
import { findBox } from './mp4-boxes.js';

type EncoderModule = typeof H264Mp4Encoder;

export interface EncodedVideo {
  width: number;
  height: number;
  frameRate: number;
  /** The avc1 sample entry (with its avcC) exactly as the encoder wrote it. */
  sampleEntry: Uint8Array;
  samples: Uint8Array[];
  /** 1-based numbers of the samples that start with an IDR picture. */
  syncSamples: number[];
}

export interface VideoEncoder {
  addFrame(rgba: Uint8Array | Uint8ClampedArray): void;
  finish(): EncodedVideo;
}

async function withoutNewProcessHooks<T>(start: () => Promise<T>): Promise<T> {
  const exceptionHandlers = new Set(process.listeners('uncaughtException'));
  const rejectionHandlers = new Set(process.listeners('unhandledRejection'));
  try {
    return await start();
  } finally {
    for (const listener of process.listeners('uncaughtException')) {
      if (!exceptionHandlers.has(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!rejectionHandlers.has(listener)) process.removeListener('unhandledRejection', listener);
    }
  }
}

export async function createVideoEncoder(
  width: number,
  height: number,
  frameRate: number,
): Promise<VideoEncoder> {
  const encoder = await withoutNewProcessHooks(async () => {
    // CommonJS: under Node the functions sit on the default export.
    const loaded = (await import('h264-mp4-encoder')) as EncoderModule & {
      default?: EncoderModule;
    };
    return (loaded.default ?? loaded).createH264MP4Encoder();
  });
  encoder.width = width;
  encoder.height = height;
  encoder.frameRate = frameRate;
  // Fastest preset; a short GOP keeps seeking in the player snappy.
  encoder.speed = 10;
  encoder.quantizationParameter = 30;
  encoder.groupOfPictures = frameRate * 2;
  encoder.outputFilename = `video-${process.pid}-${Date.now()}.mp4`;
  encoder.initialize();
  return {
    addFrame: (rgba) => encoder.addFrameRgba(rgba),
    finish: () => {
      encoder.finalize();
      const file = encoder.FS.readFile(encoder.outputFilename);
      encoder.FS.unlink(encoder.outputFilename);
      encoder.delete();
      return { width, height, frameRate, ...readSamples(file) };
    },
  };
}

/** Reads the sample table of the (single) video track the encoder wrote. */
function readSamples(
  file: Uint8Array,
): Pick<EncodedVideo, 'sampleEntry' | 'samples' | 'syncSamples'> {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const stbl = findBox(file, 'moov/trak/mdia/minf/stbl');
  const stsd = stbl && findBox(file, 'stsd', stbl);
  const stsz = stbl && findBox(file, 'stsz', stbl);
  const stco = stbl && findBox(file, 'stco', stbl);
  const stsc = stbl && findBox(file, 'stsc', stbl);
  if (!stsd || !stsz || !stco || !stsc)
    throw new Error('encoder output has no complete sample table');
  const sizes = Array.from({ length: view.getUint32(stsz.start + 8) }, (_, i) =>
    view.getUint32(stsz.start + 12 + i * 4),
  );
  const chunkOffsets = Array.from({ length: view.getUint32(stco.start + 4) }, (_, i) =>
    view.getUint32(stco.start + 8 + i * 4),
  );
  const runs = Array.from({ length: view.getUint32(stsc.start + 4) }, (_, i) => ({
    firstChunk: view.getUint32(stsc.start + 8 + i * 12),
    perChunk: view.getUint32(stsc.start + 12 + i * 12),
  }));
  const samples: Uint8Array[] = [];
  chunkOffsets.forEach((chunkOffset, chunkIndex) => {
    const run = [...runs].reverse().find((r) => r.firstChunk <= chunkIndex + 1);
    let offset = chunkOffset;
    for (let i = 0; i < (run?.perChunk ?? 1) && samples.length < sizes.length; i += 1) {
      const size = sizes[samples.length] ?? 0;
      samples.push(file.slice(offset, offset + size));
      offset += size;
    }
  });
  const syncSamples = samples.flatMap((sample, i) => (hasIdrSlice(sample) ? [i + 1] : []));
  // stsd payload: version/flags (4 bytes), entry count (4 bytes), then the avc1 entry.
  return { sampleEntry: file.slice(stsd.start + 8, stsd.end), samples, syncSamples };
}

/** Samples hold length-prefixed NAL units; type 5 is a slice of an IDR (key) picture. */
function hasIdrSlice(sample: Uint8Array): boolean {
  let offset = 0;
  while (offset + 4 < sample.length) {
    const length =
      ((sample[offset] ?? 0) << 24) |
      ((sample[offset + 1] ?? 0) << 16) |
      ((sample[offset + 2] ?? 0) << 8) |
      (sample[offset + 3] ?? 0);
    if (((sample[offset + 4] ?? 0) & 0x1f) === 5) return true;
    offset += 4 + length;
  }
  return false;
}
