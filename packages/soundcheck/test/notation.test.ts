// Notation derived from a part's MIDI reference (issue 47 item 1, decision 066): notes quantised to
// sixteenths of the exercise's metre, laid out in bars with rests, ties across bar lines and written
// values, written as MusicXML whose onsets give back the MIDI's within the quantum.
import { describe, expect, it } from 'vitest';
import { parseExercise } from '../src/exercise/parse-exercise.js';
import { fretsFor, partNotation, spellPitch } from '../src/notation/instrument-notation.js';
import { layOutMeasures, splitValue } from '../src/notation/measures.js';
import { notesToMusicXml, type NotationSource } from '../src/notation/musicxml-writer.js';
import { quantise, stepsToSeconds, type Metre } from '../src/notation/quantise.js';
import { readMidi } from '../src/reference/read-midi.js';
import type { ReferenceNote } from '../src/reference/types.js';
import { writeMidi } from '../src/reference/write-midi.js';

const METRE: Metre = { tempo: 120, timeSignature: [4, 4], countInBars: 1 };
/** At 120 BPM a beat is half a second; the count-in bar takes the first two. */
const beat = (b: number) => 2 + b * 0.5;
const note = (start: number, beats: number, midi = 60): ReferenceNote => ({
  time: beat(start),
  duration: beats * 0.5,
  midi,
  velocity: 0.8,
});

/** What a bar reads as: "C4 q", "r 8", "E4 h. tie>" ... */
function describe_(notes: readonly ReferenceNote[], metre = METRE, bars?: number) {
  return layOutMeasures(quantise(notes, metre), metre, bars).map((measure) =>
    measure.notes.map((n) => {
      const pitch = n.pitches.length
        ? n.pitches.map((p) => {
            const { step, alter, octave } = spellPitch(p);
            return `${step}${alter ? '#' : ''}${octave}`;
          })
        : ['r'];
      const type = { whole: 'w', half: 'h', quarter: 'q', eighth: '8', '16th': '16' }[n.type];
      const tie = `${n.tieStop ? ' <tie' : ''}${n.tieStart ? ' tie>' : ''}`;
      return `${pitch.join('+')} ${type}${n.dots ? '.' : ''}${tie}`;
    }),
  );
}

describe('quantise', () => {
  it('puts onsets and ends on the nearest sixteenth, after the count-in', () => {
    const events = quantise(
      [
        { time: beat(0) + 0.02, duration: 0.47, midi: 60, velocity: 1 },
        { time: beat(1) - 0.03, duration: 0.26, midi: 62, velocity: 1 },
      ],
      METRE,
    );
    expect(events).toEqual([
      { start: 0, duration: 4, pitches: [60] },
      { start: 4, duration: 2, pitches: [62] },
    ]);
  });

  it('makes notes that start together one chord, cut at the next onset', () => {
    const events = quantise([note(0, 2, 64), note(0, 1, 60), note(1, 1, 67)], METRE);
    expect(events).toEqual([
      { start: 0, duration: 4, pitches: [60, 64] },
      { start: 4, duration: 4, pitches: [67] },
    ]);
  });
});

describe('written values', () => {
  it('splits lengths into plain and dotted values, largest first', () => {
    expect(splitValue(6).map((v) => `${v.type}${v.dots ? '.' : ''}`)).toEqual(['quarter.']);
    expect(splitValue(7).map((v) => `${v.type}${v.dots ? '.' : ''}`)).toEqual(['quarter.', '16th']);
    expect(splitValue(16).map((v) => v.type)).toEqual(['whole']);
  });
});

describe('bars', () => {
  it('fills gaps with rests and ties a note over the bar line', () => {
    // A quarter, a quarter rest, then a note of three beats from beat 3: two in bar 1, one in bar 2.
    expect(describe_([note(0, 1, 60), note(2, 3, 64), note(5, 1, 67)])).toEqual([
      ['C4 q', 'r q', 'E4 h tie>'],
      ['E4 q <tie', 'G4 q', 'r h'],
    ]);
  });

  it('writes dotted values and sixteenths as they are, and an empty bar as one rest', () => {
    expect(describe_([note(0, 1.5, 60), note(1.5, 0.5, 62), note(2, 0.25, 64)], METRE, 2)).toEqual([
      ['C4 q.', 'D4 8', 'E4 16', 'r 8.', 'r q'],
      ['r w'],
    ]);
    const [, empty] = layOutMeasures(quantise([note(0, 1)], METRE), METRE, 2);
    expect(empty!.isRest).toBe(true);
  });

  it('uses the metre: bars of 3/4 and of 6/8', () => {
    const waltz: Metre = { tempo: 120, timeSignature: [3, 4], countInBars: 0 };
    const at = (b: number, beats: number): ReferenceNote => ({
      time: b * 0.5,
      duration: beats * 0.5,
      midi: 60,
      velocity: 1,
    });
    expect(describe_([at(0, 3), at(3, 1)], waltz)).toEqual([['C4 h.'], ['C4 q', 'r h']]);
    const jig: Metre = { tempo: 120, timeSignature: [6, 8], countInBars: 0 };
    // 6/8: three quarters a bar; a note of four quarters crosses into bar 2.
    expect(describe_([at(0, 4)], jig)).toEqual([['C4 h. tie>'], ['C4 q <tie', 'r h']]);
  });
});

describe('instruments', () => {
  it('gives guitar and bass tablature, drums a percussion staff, low parts the bass clef', () => {
    expect(partNotation('guitar', false)).toMatchObject({ clef: 'treble', clefOctave: -1 });
    expect(partNotation('guitar', false).tabTuning).toHaveLength(6);
    expect(partNotation('bass', false).tabTuning).toHaveLength(4);
    expect(partNotation('drums', true)).toEqual({ clef: 'percussion', clefOctave: 0 });
    expect(partNotation('keys', false, [36, 40, 43]).clef).toBe('bass');
    expect(partNotation('trumpet', false, [67, 72]).clef).toBe('treble');
  });

  it('puts a chord on distinct strings, each on the highest string that reaches it', () => {
    const tuning = [40, 45, 50, 55, 59, 64];
    expect(fretsFor([64, 59], tuning)).toEqual([
      { string: 1, fret: 0 },
      { string: 2, fret: 0 },
    ]);
    expect(fretsFor([40], tuning)).toEqual([{ string: 6, fret: 0 }]);
    expect(fretsFor([30], tuning)).toEqual([null]);
  });
});

/** Onsets (s) and pitches read back from the MusicXML the writer made: durations add up, chords stay. */
function readBack(xml: string, metre: Metre) {
  const onsets: { time: number; midi: number }[] = [];
  let steps = 0;
  let last = 0;
  const STEPS = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 } as Record<string, number>;
  for (const [, body] of xml.matchAll(/<note>([\s\S]*?)<\/note>/g)) {
    const duration = Number(/<duration>(\d+)<\/duration>/.exec(body!)![1]);
    const chord = body!.includes('<chord/>');
    const start = chord ? last : steps;
    if (!chord) steps += duration;
    last = start;
    const pitch = /<step>([A-G])<\/step>(?:<alter>(-?\d)<\/alter>)?<octave>(\d)<\/octave>/.exec(
      body!,
    );
    if (!pitch || body!.includes('<tie type="stop"/>')) continue;
    const midi = (Number(pitch[3]) + 1) * 12 + STEPS[pitch[1]!]! + Number(pitch[2] ?? 0);
    onsets.push({ time: stepsToSeconds(start, metre), midi });
  }
  return onsets;
}

describe('MusicXML', () => {
  const source = (notes: ReferenceNote[], extra: Partial<NotationSource> = {}): NotationSource => ({
    ...METRE,
    title: 'Blues <in> A & more',
    partName: 'Guitar',
    instrument: 'guitar',
    nonPitched: false,
    notes,
    ...extra,
  });

  it('is a part-wise score with the metre, the tempo, a tab staff and escaped names', () => {
    const xml = notesToMusicXml(source([note(0, 1, 64)]));
    expect(xml).toMatch(/^<\?xml[^>]*\?>\n<!DOCTYPE score-partwise/);
    expect(xml).toContain('<divisions>4</divisions>');
    expect(xml).toContain('<time><beats>4</beats><beat-type>4</beat-type></time>');
    expect(xml).toContain('<per-minute>120</per-minute>');
    expect(xml).toContain('<clef-octave-change>-1</clef-octave-change>');
    expect(xml).toContain('<staff-lines>6</staff-lines>');
    expect(xml).toContain('<technical><string>1</string><fret>0</fret></technical>');
    expect(xml).toContain('Blues &#60;in&#62; A &#38; more');
  });

  it('gives back the onsets and pitches of a MIDI file within the quantum', () => {
    // A played-in part: onsets off the grid by up to 40 ms, a chord, a note over a bar line.
    const played: ReferenceNote[] = [
      { time: beat(0) + 0.031, duration: 0.45, midi: 57, velocity: 0.8 },
      { time: beat(1) - 0.04, duration: 0.2, midi: 60, velocity: 0.8 },
      { time: beat(1.5) + 0.01, duration: 0.22, midi: 62, velocity: 0.8 },
      { time: beat(2) + 0.02, duration: 1.4, midi: 64, velocity: 0.8 },
      { time: beat(2) + 0.02, duration: 1.4, midi: 69, velocity: 0.8 },
      { time: beat(4.75) - 0.005, duration: 0.1, midi: 67, velocity: 0.8 },
      { time: beat(7), duration: 0.5, midi: 65, velocity: 0.8 },
    ];
    const song = readMidi(writeMidi([{ name: 'Guitar', notes: played }], METRE.tempo));
    const notes = song.tracks[0]!.notes;
    const back = readBack(notesToMusicXml(source(notes)), METRE);
    const quantum = 60 / METRE.tempo / 4;
    expect(back.map((n) => n.midi)).toEqual(notes.map((n) => n.midi));
    back.forEach((n, i) => {
      expect(Math.abs(n.time - notes[i]!.time)).toBeLessThanOrEqual(quantum / 2 + 1e-6);
    });
  });

  it('draws drums on a percussion staff with crossed hi-hats', () => {
    const xml = notesToMusicXml(
      source([note(0, 0.5, 36), note(0, 0.5, 42)], { instrument: 'drums', nonPitched: true }),
    );
    expect(xml).toContain('<sign>percussion</sign>');
    expect(xml).toContain('<display-step>F</display-step><display-octave>4</display-octave>');
    expect(xml).toContain('<notehead>x</notehead>');
    expect(xml).not.toContain('<staff-tuning');
  });
});

describe('the exercise format', () => {
  const exercise = (notation: unknown) => ({
    version: 1,
    title: 'Blues',
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
        has_backing: false,
        has_full: false,
        multiple: false,
        non_pitched: false,
        track: 0,
        notation,
      },
    ],
  });

  it("takes a part's MusicXML file name, and none", () => {
    expect(parseExercise(exercise('guitar.musicxml')).parts[0]!.notation).toBe('guitar.musicxml');
    expect(parseExercise(exercise('Guitar.XML')).parts[0]!.notation).toBe('Guitar.XML');
    expect(parseExercise(exercise(undefined)).parts[0]!.notation).toBeUndefined();
  });

  it('refuses a notation that is not a MusicXML file name', () => {
    expect(() => parseExercise(exercise('guitar.mxl'))).toThrow(
      'parts[0].notation must be a MusicXML file name (.musicxml or .xml) (got "guitar.mxl")',
    );
    expect(() => parseExercise(exercise(''))).toThrow(
      'parts[0].notation must be a non-empty string',
    );
  });
});
