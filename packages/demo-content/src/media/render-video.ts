// Makes a book's play-along video: frames from the VideoFramePainter encoded to H.264, muxed with the
// exercise's full-mix MP3 into an MP4, plus a preview image taken just after the count-in.

import type { BookSpec } from '../catalogue/book-spec.js';
import { VIDEO_HEIGHT, VIDEO_WIDTH, VideoFramePainter } from '../drawing/video-frames.js';
import { beatsPerBar, secondsPerBeat, type Exercise } from '../music/note-data.js';
import { createVideoEncoder } from './h264-encoder.js';
import { readFrames } from './mp3-frames.js';
import { writeMp4 } from './mp4-writer.js';

export const VIDEO_FRAME_RATE = 10;

export interface RenderedVideo {
  mp4: Uint8Array;
  previewPng: Uint8Array;
}

export async function renderVideo(
  book: BookSpec,
  exercise: Exercise,
  fullMixMp3: Uint8Array,
): Promise<RenderedVideo> {
  const frames = readFrames(fullMixMp3);
  const first = frames[0];
  if (!first) throw new Error('empty MP3 for the video sound track');
  const seconds = (frames.length * first.samplesPerFrame) / first.sampleRate;
  const painter = new VideoFramePainter(book, exercise);
  const encoder = await createVideoEncoder(VIDEO_WIDTH, VIDEO_HEIGHT, VIDEO_FRAME_RATE);
  const frameCount = Math.ceil(seconds * VIDEO_FRAME_RATE);
  for (let frame = 0; frame < frameCount; frame += 1) {
    encoder.addFrame(painter.paint(frame / VIDEO_FRAME_RATE));
  }
  const mp4 = writeMp4(encoder.finish(), { bytes: fullMixMp3, frames });
  // The preview shows the first bar under way: notation, playhead and beat counter all visible.
  painter.paint((exercise.countInBars * beatsPerBar(exercise) + 1.5) * secondsPerBeat(exercise));
  return { mp4, previewPng: await painter.encodePng() };
}
