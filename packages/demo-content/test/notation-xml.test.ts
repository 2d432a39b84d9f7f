// Every demo exercise names a MusicXML file per part, written from the notes its reference.mid is
// written from (issue 47 item 1): each sounding note of the MIDI track is one written onset.
import { describe, expect, it } from 'vitest';
import { parseExercise } from '@bandbook/soundcheck';
import { ALL_BOOKS } from '../src/catalogue/all-books.js';
import { buildExerciseJson, notationFile } from '../src/media/exercise-json.js';
import { writePartMusicXml } from '../src/media/notation-xml.js';

/** Notes that start a sound: not rests, not the tied-on half of a note. */
function writtenOnsets(xml: string) {
  return [...xml.matchAll(/<note>([\s\S]*?)<\/note>/g)].filter(
    ([, body]) => !body!.includes('<rest') && !body!.includes('<tie type="stop"/>'),
  ).length;
}

describe('demo notation', () => {
  it('names a part-wise MusicXML file for every part, with one onset per MIDI note', () => {
    let parts = 0;
    for (const book of ALL_BOOKS) {
      for (const exercise of book.exercises) {
        const json = parseExercise(buildExerciseJson(exercise));
        exercise.parts.forEach((part, i) => {
          expect(json.parts[i]!.notation).toBe(notationFile(part.name));
          const xml = writePartMusicXml(exercise, part);
          expect(xml).toContain('<score-partwise version="4.0">');
          expect(xml.match(/<measure /g)?.length, `${exercise.title} ${part.name}`).toBe(
            exercise.bars,
          );
          // Notes that start together are one chord: each pitch is a <note>, so the count holds.
          const distinct = new Set(part.notes.map((n) => `${n.start}:${n.midi}`)).size;
          expect(writtenOnsets(xml), `${exercise.title} ${part.name}`).toBe(distinct);
          parts += 1;
        });
      }
    }
    expect(parts).toBeGreaterThan(20);
  });
});
