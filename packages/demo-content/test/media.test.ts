// Media writers on their own: MP3 frames, the MP4 muxer, the exercise JSON and the MIDI channels.

import tonejsMidi from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { ALL_BOOKS } from '../src/catalogue/all-books.js';
import { buildExerciseJson, partFileName } from '../src/media/exercise-json.js';
import { createVideoEncoder, type EncodedVideo } from '../src/media/h264-encoder.js';
import { writeReferenceMidi } from '../src/media/midi-reference.js';
import { encodeOnThisThread } from '../src/media/mp3-encoder-pool.js';
import { readFrameHeader, readFrames } from '../src/media/mp3-frames.js';
import { findBox } from '../src/media/mp4-boxes.js';
import { writeMp4 } from '../src/media/mp4-writer.js';
import { midiHasChords } from './midi-chords.js';
import { checkMp4 } from './mp4-check.js';

const { Midi } = tonejsMidi;

describe('MP3 frames', () => {
  it('parses an MPEG-2 Layer III header and rejects anything else', () => {
    const header = Uint8Array.of(0xff, 0xf3, 0x60, 0xc4);
    expect(readFrameHeader(header, 0)).toMatchObject({
      version: 2,
      sampleRate: 22050,
      bitrateKbps: 48,
      length: 156,
    });
    expect(readFrameHeader(Uint8Array.of(0x49, 0x44, 0x33, 0), 0)).toBeUndefined();
    expect(() => readFrames(Uint8Array.of(1, 2, 3, 4))).toThrow(/no MP3 frame/);
  });

  it('encodes PCM into whole frames covering its duration', async () => {
    const pcm = new Float32Array(22050).map(
      (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 22050),
    );
    const frames = readFrames(await encodeOnThisThread(pcm, 22050));
    const seconds = (frames.length * 576) / 22050;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(1.2);
  });
});

describe('MP4 writer', () => {
  it('writes both tracks with sample offsets that point at the sample bytes', async () => {
    const mp3 = await encodeOnThisThread(new Float32Array(22050 * 2), 22050);
    const frames = readFrames(mp3);
    const samples = Array.from({ length: 20 }, (_, i) =>
      Uint8Array.of(0, 0, 0, 2, i === 0 ? 0x65 : 0x41, i),
    );
    const avc1 = Uint8Array.of(0, 0, 0, 8, ...[...'avc1'].map((c) => c.charCodeAt(0)));
    const video: EncodedVideo = {
      width: 64,
      height: 64,
      frameRate: 10,
      sampleEntry: avc1,
      samples,
      syncSamples: [1],
    };
    const file = writeMp4(video, { bytes: mp3, frames });
    expect(checkMp4(file)).toMatchObject({
      brand: 'isom',
      handlers: ['vide', 'soun'],
      sampleEntries: ['avc1', 'mp4a'],
      videoSeconds: 2,
    });
    const stbl = findBox(file, 'moov/trak/mdia/minf/stbl');
    const stco = stbl && findBox(file, 'stco', stbl);
    if (!stco) throw new Error('no stco');
    const view = new DataView(file.buffer, file.byteOffset);
    const fifth = view.getUint32(stco.start + 8 + 5 * 4);
    expect([...file.subarray(fifth, fifth + 6)]).toEqual([...(samples[5] ?? [])]);
  });
});

describe('H.264 encoder', () => {
  it('encodes frames with key frames marked, leaving no process-wide error handlers behind', async () => {
    const before = [
      process.listeners('uncaughtException'),
      process.listeners('unhandledRejection'),
    ];
    const encoder = await createVideoEncoder(64, 64, 10);
    for (let i = 0; i < 25; i += 1) encoder.addFrame(new Uint8Array(64 * 64 * 4).fill(i * 8));
    const video = encoder.finish();
    expect(video.samples).toHaveLength(25);
    expect(video.syncSamples[0]).toBe(1);
    expect(String.fromCharCode(...video.sampleEntry.subarray(4, 8))).toBe('avc1');
    expect([
      process.listeners('uncaughtException'),
      process.listeners('unhandledRejection'),
    ]).toEqual(before);
  });
});

describe('SoundCheck files', () => {
  const drums = ALL_BOOKS.find((b) => b.slug === 'drum-kit-day-one')!.exercises[0]!;

  it('describes drum parts as non-pitched and recordable', () => {
    const json = buildExerciseJson(drums);
    expect(json.parts[0]).toMatchObject({
      name: 'Drums',
      non_pitched: true,
      can_record: true,
      track: 0,
    });
    expect(json.parts[1]).toMatchObject({
      non_pitched: false,
      can_record: false,
      audio: { backing: 'bass-backing.mp3' },
    });
    expect(partFileName('Right Hand')).toBe('right-hand');
  });

  it('marks exactly the parts whose MIDI track has notes sounding together as multiple', () => {
    const counts = { chords: 0, single: 0 };
    for (const book of ALL_BOOKS) {
      for (const exercise of book.exercises) {
        const json = buildExerciseJson(exercise);
        const midi = new Midi(writeReferenceMidi(exercise));
        json.parts.forEach((part, track) => {
          const chords = midiHasChords(midi.tracks[track]?.notes ?? []);
          expect(part.multiple, `${exercise.title} ${part.name}`).toBe(chords);
          counts[chords ? 'chords' : 'single'] += 1;
        });
      }
    }
    // The catalogue has both: power chords, piano chords, double stops and drums; melodies and bass lines.
    expect(counts.chords).toBeGreaterThan(0);
    expect(counts.single).toBeGreaterThan(0);
    const rock = ALL_BOOKS.find((b) => b.slug === 'rock-guitar-foundations')!.exercises[0]!;
    expect(buildExerciseJson(rock).parts.map((p) => [p.name, p.multiple])).toEqual([
      ['Guitar', true],
      ['Bass', false],
      ['Drums', true],
    ]);
  });

  it('puts drums on channel 10 and pitched parts on other channels', () => {
    const midi = new Midi(writeReferenceMidi(drums));
    expect(midi.tracks.map((t) => t.channel)).toEqual([9, 0, 1]);
    expect(midi.tracks[1]?.instrument.number).toBe(33);
  });
});
