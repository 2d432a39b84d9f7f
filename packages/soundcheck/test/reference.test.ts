// Reference parts from Standard MIDI Files and exercise definitions.
import { describe, expect, it } from 'vitest';
import { ExerciseError, findPart, parseExercise } from '../src/exercise/parse-exercise.js';
import { readMidi, MidiReadError } from '../src/reference/read-midi.js';
import {
  parseTrackArgument,
  selectTrack,
  TrackSelectionError,
} from '../src/reference/select-track.js';
import { writeMidi } from '../src/reference/write-midi.js';
import { drumPart, melodyPart } from './corpus/reference-parts.js';

const song = readMidi(
  writeMidi(
    [
      { name: 'Click', notes: [] },
      { name: 'Bass', notes: melodyPart('plucked').map((n) => ({ ...n, midi: n.midi - 12 })) },
      { name: 'Drums', notes: drumPart(), channel: 9 },
    ],
    100,
    [3, 4],
  ),
);

describe('readMidi', () => {
  it('reads tracks, notes in seconds, tempo and time signature', () => {
    expect(song.tracks.map((t) => t.name)).toEqual(['Click', 'Bass', 'Drums']);
    expect(song.tempos[0]).toEqual({ time: 0, bpm: 100 });
    expect(song.timeSignatures[0]).toMatchObject({ time: 0, numerator: 3, denominator: 4 });
    const bass = song.tracks[1]!;
    expect(bass.notes).toHaveLength(melodyPart('plucked').length);
    expect(bass.notes[0]!.time).toBeCloseTo(2.4, 3); // one 4/4 bar of count-in at 100 BPM
    expect(bass.notes[0]!.midi).toBe(28);
    expect(song.tracks[2]!.isPercussion).toBe(true);
    expect(bass.isPercussion).toBe(false);
  });

  it('rejects bytes that are not a MIDI file', () => {
    expect(() => readMidi(new TextEncoder().encode('RIFF....WAVE'))).toThrow(MidiReadError);
  });
});

describe('selectTrack', () => {
  it('takes the first track with notes by default', () => {
    expect(selectTrack(song).name).toBe('Bass');
  });

  it('selects by index or by name (exact, then ignoring case)', () => {
    expect(selectTrack(song, 2).name).toBe('Drums');
    expect(selectTrack(song, 'drums').name).toBe('Drums');
    expect(parseTrackArgument('2')).toBe(2);
    expect(parseTrackArgument('Bass')).toBe('Bass');
  });

  it('explains a missing or empty track', () => {
    expect(() => selectTrack(song, 7)).toThrow(/no track 7 \(the file has tracks 0-2\)/);
    expect(() => selectTrack(song, 'Piano')).toThrow(/no track named "Piano"/);
    expect(() => selectTrack(song, 0)).toThrow(TrackSelectionError);
  });
});

const exerciseJson = {
  version: 1,
  title: 'Blues in A – bar 1-8',
  tempo: 100,
  timeSignature: [4, 4],
  countInBars: 1,
  midi: 'reference.mid',
  parts: [
    {
      name: 'Guitar',
      instrument: 'guitar',
      can_record: true,
      default_bpm: 100,
      has_backing: true,
      has_full: true,
      multiple: false,
      non_pitched: false,
      track: 0,
      fmin: 70,
      fmax: 1400,
      audio: { full: 'full.mp3', backing: 'guitar-backing.mp3', solo: 'guitar-solo.mp3' },
    },
    {
      name: 'Drums',
      instrument: 'drums',
      can_record: true,
      default_bpm: 100,
      has_backing: true,
      has_full: true,
      multiple: false,
      non_pitched: true,
      track: 'Drums',
      fmin: 40,
      fmax: 10000,
      audio: { full: 'full.mp3', backing: 'drums-backing.mp3' },
    },
  ],
};

describe('parseExercise', () => {
  it('accepts the documented format, including the demo generator output', () => {
    const exercise = parseExercise(exerciseJson);
    expect(exercise.parts).toHaveLength(2);
    expect(exercise.parts[0]).toMatchObject({ name: 'Guitar', track: 0, fmin: 70, fmax: 1400 });
    expect(exercise.parts[1]!.audio.solo).toBeUndefined();
    expect(findPart(exercise, 'drums').track).toBe('Drums');
  });

  it.each([
    [{ ...exerciseJson, version: 2 }, /version must be 1/],
    [{ ...exerciseJson, tempo: 0 }, /tempo must be a number from 1 to 1000/],
    [{ ...exerciseJson, timeSignature: [4, 3] }, /timeSignature\[1\] must be a power of two/],
    [{ ...exerciseJson, parts: [] }, /parts must be a non-empty array/],
    [{ ...exerciseJson, parts: [{ ...exerciseJson.parts[0], track: -1 }] }, /parts\[0\]\.track/],
    [
      { ...exerciseJson, parts: [{ ...exerciseJson.parts[0], can_record: 'yes' }] },
      /parts\[0\]\.can_record/,
    ],
    [
      { ...exerciseJson, parts: [{ ...exerciseJson.parts[0], audio: {} }] },
      /parts\[0\]\.audio\.full/,
    ],
    [
      { ...exerciseJson, parts: [{ ...exerciseJson.parts[0], fmax: 50 }] },
      /parts\[0\]\.fmax must be greater/,
    ],
    [{ ...exerciseJson, parts: [exerciseJson.parts[0], exerciseJson.parts[0]] }, /unique/],
    ['not an object', /exercise must be an object/],
  ])('rejects an invalid definition with a clear message (%#)', (json, message) => {
    expect(() => parseExercise(json)).toThrow(ExerciseError);
    expect(() => parseExercise(json)).toThrow(message);
  });

  it('names the parts when a part is missing', () => {
    expect(() => findPart(parseExercise(exerciseJson), 'Bass')).toThrow(/"Guitar", "Drums"/);
  });
});
