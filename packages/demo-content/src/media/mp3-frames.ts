// Walks the frames of an MP3 stream: the MP4 muxer stores each frame as one audio sample, and the
// tests use it to prove the encoder's output is a clean sequence of valid MPEG audio frames.

export interface Mp3Frame {
  offset: number;
  length: number;
  /** 1 for MPEG-1, 2 for MPEG-2 (and 2.5, which this package never writes). */
  version: 1 | 2;
  sampleRate: number;
  bitrateKbps: number;
  /** PCM samples the frame decodes to (1152 for MPEG-1 Layer III, 576 for MPEG-2). */
  samplesPerFrame: number;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES_V1 = [44100, 48000, 32000];

/** Parses the Layer III frame header at `offset`, or returns undefined if none starts there. */
export function readFrameHeader(bytes: Uint8Array, offset: number): Mp3Frame | undefined {
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (versionBits === 1 || versionBits === 0 || layerBits !== 1) return undefined;
  const version = versionBits === 3 ? 1 : 2;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  const bitrateKbps = (version === 1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] ?? 0;
  const baseRate = SAMPLE_RATES_V1[rateIndex];
  if (!bitrateKbps || baseRate === undefined) return undefined;
  const sampleRate = version === 1 ? baseRate : baseRate / 2;
  const padding = (b2 >> 1) & 1;
  const samplesPerFrame = version === 1 ? 1152 : 576;
  const length = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { offset, length, version, sampleRate, bitrateKbps, samplesPerFrame };
}

/** Every frame of the stream; throws if anything between the frames is not a frame. */
export function readFrames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = skipId3(bytes);
  while (offset < bytes.length) {
    const frame = readFrameHeader(bytes, offset);
    if (!frame) throw new Error(`no MP3 frame at byte ${offset} of ${bytes.length}`);
    if (offset + frame.length > bytes.length)
      throw new Error(`truncated MP3 frame at byte ${offset}`);
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

function skipId3(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | ((bytes[i] ?? 0) & 0x7f), 0);
  return 10 + size;
}
