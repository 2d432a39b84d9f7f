// Writes an MP4 with an H.264 video track and an MP3 audio track (MPEG audio in an 'mp4a' entry,
// which Chromium, Firefox and Safari all play). The moov box comes first so players can start
// before the whole file has arrived, and samples are interleaved in time order for smooth streaming.

import type { EncodedVideo } from './h264-encoder.js';
import type { Mp3Frame } from './mp3-frames.js';
import { ascii, box, concat, fullBox, u16, u32, u32Table, u8 } from './mp4-boxes.js';

export interface Mp3Track {
  bytes: Uint8Array;
  frames: Mp3Frame[];
}

const MOVIE_TIMESCALE = 1000;
const IDENTITY_MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];

interface TrackSamples {
  sizes: number[];
  offsets: number[];
}

export function writeMp4(video: EncodedVideo, audio: Mp3Track): Uint8Array {
  const first = audio.frames[0];
  if (!first) throw new Error('the audio track has no frames');
  const sampleRate = first.sampleRate;
  const videoDurationMs = Math.round((video.samples.length / video.frameRate) * 1000);
  const audioDurationMs = Math.round(
    ((audio.frames.length * first.samplesPerFrame) / sampleRate) * 1000,
  );

  // Interleave: each sample is its own chunk, taken in order of its start time.
  const order = [
    ...video.samples.map((sample, i) => ({
      time: i / video.frameRate,
      bytes: sample,
      isVideo: true,
    })),
    ...audio.frames.map((frame, i) => ({
      time: (i * frame.samplesPerFrame) / sampleRate,
      bytes: audio.bytes.subarray(frame.offset, frame.offset + frame.length),
      isVideo: false,
    })),
  ].sort((a, b) => a.time - b.time || Number(b.isVideo) - Number(a.isVideo));

  const build = (mdatStart: number) => {
    const videoTrack: TrackSamples = { sizes: [], offsets: [] };
    const audioTrack: TrackSamples = { sizes: [], offsets: [] };
    let offset = mdatStart + 8;
    for (const sample of order) {
      const track = sample.isVideo ? videoTrack : audioTrack;
      track.sizes.push(sample.bytes.length);
      track.offsets.push(offset);
      offset += sample.bytes.length;
    }
    return box(
      'moov',
      movieHeader(Math.max(videoDurationMs, audioDurationMs)),
      videoTrak(video, videoTrack, videoDurationMs),
      audioTrak(first, audio.frames.length, audioTrack, audioDurationMs),
    );
  };
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2avc1mp41'));
  // The moov size does not depend on the offsets inside it, so a first pass finds where mdat starts.
  const moov = build(ftyp.length + build(0).length);
  const mdat = box('mdat', ...order.map((s) => s.bytes));
  return concat([ftyp, moov, mdat]);
}

function movieHeader(durationMs: number): Uint8Array {
  return fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(MOVIE_TIMESCALE),
    u32(durationMs),
    u32(0x10000),
    u16(0x100),
    new Uint8Array(10),
    ...IDENTITY_MATRIX.map(u32),
    new Uint8Array(24),
    u32(3),
  );
}

function trackHeader(
  id: number,
  durationMs: number,
  isAudio: boolean,
  width = 0,
  height = 0,
): Uint8Array {
  return fullBox(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(id),
    u32(0),
    u32(durationMs),
    new Uint8Array(8),
    u16(0),
    u16(0),
    u16(isAudio ? 0x100 : 0),
    u16(0),
    ...IDENTITY_MATRIX.map(u32),
    u32(width << 16),
    u32(height << 16),
  );
}

function media(
  timescale: number,
  duration: number,
  handler: 'vide' | 'soun',
  name: string,
  minf: Uint8Array,
) {
  return box(
    'mdia',
    // Language "und" packed as three 5-bit letters.
    fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), ascii(handler), new Uint8Array(12), ascii(name), u8(0)),
    minf,
  );
}

function dataInformation(): Uint8Array {
  return box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
}

function sampleTables(
  entry: Uint8Array,
  durations: Uint8Array,
  samples: TrackSamples,
  extra: Uint8Array[] = [],
) {
  return box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), entry),
    fullBox('stts', 0, 0, durations),
    ...extra,
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32Table(samples.sizes)),
    fullBox('stco', 0, 0, u32Table(samples.offsets)),
  );
}

function videoTrak(video: EncodedVideo, samples: TrackSamples, durationMs: number): Uint8Array {
  // Timescale = frame rate: every frame lasts exactly one tick.
  const stts = concat([u32(1), u32(video.samples.length), u32(1)]);
  const stss = fullBox('stss', 0, 0, u32Table(video.syncSamples));
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, new Uint8Array(8)),
    dataInformation(),
    sampleTables(video.sampleEntry, stts, samples, [stss]),
  );
  return box(
    'trak',
    trackHeader(1, durationMs, false, video.width, video.height),
    media(video.frameRate, video.samples.length, 'vide', 'VideoHandler', minf),
  );
}

function audioTrak(first: Mp3Frame, frameCount: number, samples: TrackSamples, durationMs: number) {
  const stts = concat([u32(1), u32(frameCount), u32(first.samplesPerFrame)]);
  const minf = box(
    'minf',
    fullBox('smhd', 0, 0, u32(0)),
    dataInformation(),
    sampleTables(mp3SampleEntry(first), stts, samples),
  );
  return box(
    'trak',
    trackHeader(2, durationMs, true),
    media(first.sampleRate, frameCount * first.samplesPerFrame, 'soun', 'SoundHandler', minf),
  );
}

/** 'mp4a' entry whose decoder config names MPEG-1 (0x6B) or MPEG-2 (0x69) audio: MP3. */
function mp3SampleEntry(first: Mp3Frame): Uint8Array {
  const objectType = first.version === 1 ? 0x6b : 0x69;
  const bitrate = first.bitrateKbps * 1000;
  const decoderConfig = descriptor(
    0x04,
    u8(objectType),
    u8(0x15),
    u8(0),
    u16(0),
    u32(bitrate),
    u32(bitrate),
  );
  const esDescriptor = descriptor(0x03, u16(1), u8(0), decoderConfig, descriptor(0x06, u8(2)));
  return box(
    'mp4a',
    new Uint8Array(6),
    u16(1),
    new Uint8Array(8),
    u16(1),
    u16(16),
    u16(0),
    u16(0),
    u32(first.sampleRate << 16),
    fullBox('esds', 0, 0, esDescriptor),
  );
}

function descriptor(tag: number, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([u8(tag), u8(body.length), body]);
}
