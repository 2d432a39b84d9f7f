// Octave slips in the note tracker (decision 031): where a note's fundamental is weak, the pitch frames read
// the octave above in bursts; those bursts are neither new notes nor the note's pitch, while an octave the
// player really moves to is still a new note, found at its first frame.
import { describe, expect, it } from 'vitest';
import type { PlayedNote } from '../src/analysis/types.js';
import { NoteTracker } from '../src/notes/note-tracker.js';
import { feedSegments } from './pitch-segments.js';

const HOP = 512 / 44100;

/**
 * Runs the tracker over `segments` of [seconds, MIDI] pitch frames from 0.5 s (MIDI 0: unvoiced frames),
 * with onsets at `onsets`.
 */
function track(segments: readonly (readonly [number, number])[], onsets: readonly number[] = []) {
  const notes: PlayedNote[] = [];
  const tracker = new NoteTracker(HOP, (note) => notes.push(note));
  for (const onset of onsets) tracker.addOnset(onset);
  feedSegments(tracker, segments, HOP, 0.9);
  return notes.map((note) => ({
    onset: Math.round(note.onset * 1000),
    midi: Math.round(note.midi!),
  }));
}

describe('octave slips', () => {
  it('keeps one note through bursts of its upper octave', () => {
    // A choir's B3 reads B4 for 50-90 ms at a time; each burst outlasts the three frames that confirm a
    // change of any other interval.
    const bursts: [number, number][] = [];
    for (let i = 0; i < 5; i++) bursts.push([0.15, 59], [0.08, 71]);
    bursts.push([0.2, 59]);
    expect(track(bursts, [0.5])).toEqual([{ onset: 500, midi: 59 }]);
  });

  it('gives a note first heard at the octave above its pitch and its start', () => {
    expect(
      track(
        [
          [0.07, 71],
          [0.035, 59],
          [0.08, 71],
          [0.6, 59],
        ],
        [0.5],
      ),
    ).toEqual([{ onset: 500, midi: 59 }]);
  });

  it('makes no note of a piece an onset cuts off a note at its octave above', () => {
    // The pad's beating dips are onsets; after one, the B3's next frames can read B4 for a few frames, and
    // the crossfade to the next note leaves some unvoiced.
    expect(
      track(
        [
          [0.5, 59],
          [0.07, 71],
          [0.04, 0],
          [0.5, 57],
        ],
        [0.5, 1.0],
      ).map((note) => note.midi),
    ).toEqual([59, 57]);
  });

  it('keeps a short note at the octave above after a break', () => {
    expect(
      track([
        [0.4, 57],
        [0.15, 0],
        [0.1, 69],
        [0.15, 0],
      ]).map((note) => note.midi),
    ).toEqual([57, 69]);
  });

  it('still finds an octave the player moves to, at its first frame', () => {
    const notes = track([
      [0.6, 57],
      [0.5, 69],
    ]);
    expect(notes.map((note) => note.midi)).toEqual([57, 69]);
    expect(Math.abs(notes[1]!.onset - 1100)).toBeLessThanOrEqual(12);
  });

  it('keeps a short note before a slurred octave leap, up or down', () => {
    // Heard cleanly, a note is not an octave slip of the one that follows it, however short; and the
    // frames that confirm a leap down are the next note's, not the short one's octave below (decision 038).
    for (const [seconds, from, to] of [
      [0.2, 57, 69],
      [0.1, 69, 57],
    ] as const) {
      const notes = track([
        [seconds, from],
        [0.4, to],
      ]);
      expect(notes.map((note) => note.midi)).toEqual([from, to]);
    }
  });

  it('hears a note read mostly in bursts of its octave below at the pitch of those frames', () => {
    // Decision 038. FluidR3's choir B3 can read B4 from its first frames, then B3 and B4 by turns, each
    // B3 burst shorter than an octave change needs: the note is B3. A string's stretched partials can read
    // less than an octave over it (a steel guitar's A2 read 56.27 before 45.07): the note takes the pitch
    // of the frames below, not the one above moved down an octave.
    const bursts: [number, number][] = [[0.1, 70.4]];
    for (let i = 0; i < 5; i++) bursts.push([0.1, 59], [0.04, 70.4]);
    expect(track(bursts, [0.5])).toEqual([{ onset: 500, midi: 59 }]);
  });

  it('keeps the octave read when fewer of the frames read the octave below', () => {
    const bursts: [number, number][] = [[0.1, 71]];
    for (let i = 0; i < 5; i++) bursts.push([0.06, 59], [0.08, 71]);
    expect(track(bursts, [0.5])).toEqual([{ onset: 500, midi: 71 }]);
  });
});
