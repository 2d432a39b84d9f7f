// The MusicXML of the part the player shows: the file the exercise names for it, or notation
// derived from its reference MIDI notes by the engine's converter, quantised to the exercise's metre.
import { notesToMusicXml, type ExercisePart, type ReferenceNote } from '@bandbook/soundcheck';
import type { ExerciseScore } from '../audio/exercise-media';
import { fetchBytes } from '../audio/fetch-bytes';
import { siblingUrl } from '../audio/media-url';

export async function partMusicXml(
  score: ExerciseScore,
  part: ExercisePart,
  notes: readonly ReferenceNote[],
  signal?: AbortSignal,
): Promise<string> {
  if (part.notation) {
    const url = siblingUrl(score.exerciseUrl, part.notation);
    const bytes = await fetchBytes(url, part.notation, { signal });
    return new TextDecoder().decode(bytes);
  }
  const { exercise } = score;
  return notesToMusicXml({
    title: exercise.title,
    partName: part.name,
    instrument: part.instrument,
    nonPitched: part.non_pitched,
    tempo: exercise.tempo,
    timeSignature: exercise.timeSignature,
    countInBars: exercise.countInBars,
    notes,
  });
}
