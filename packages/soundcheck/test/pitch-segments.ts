// Pitch frames for note tracker tests, described as segments of [seconds, MIDI] (MIDI 0: unvoiced frames).
import type { NoteTracker } from '../src/notes/note-tracker.js';

/** Feeds `tracker` one frame every `hop` seconds from 0.5 s through `segments`, then finishes it. */
export function feedSegments(
  tracker: NoteTracker,
  segments: readonly (readonly [seconds: number, midi: number])[],
  hop: number,
  confidence: number,
): void {
  let time = 0.5;
  let end = 0.5;
  for (const [seconds, midi] of segments) {
    end += seconds;
    for (; time < end - 1e-9; time += hop) tracker.addFrame(time, midi > 0, midi, confidence);
  }
  tracker.finish();
}
