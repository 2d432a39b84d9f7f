// The hand-written note data helpers: melody text, chord progressions, grooves and bass lines.

import { describe, expect, it } from 'vitest';
import { bassLine } from '../src/music/bass-lines.js';
import { parseProgression, voiceChord, parseChord } from '../src/music/chords.js';
import { GM_DRUMS, grooveBar } from '../src/music/drum-grooves.js';
import { melody, parseMelody } from '../src/music/melody-parser.js';
import { parsePitch, pitchName } from '../src/music/pitch.js';

describe('melody parser', () => {
  it('reads pitches, durations, dots, rests, chords and accents', () => {
    const { notes, end } = parseMelody('C4q D4e. E4s rh | rh [C4 E4 G4]q >G4q');
    expect(end).toBe(8);
    expect(notes.map((n) => [n.midi, n.start, n.duration])).toEqual([
      [60, 0, 1],
      [62, 1, 0.75],
      [64, 1.75, 0.25],
      [60, 6, 1],
      [64, 6, 1],
      [67, 6, 1],
      [67, 7, 1],
    ]);
    expect(notes.at(-1)?.velocity).toBeGreaterThan(notes[0]?.velocity ?? 0);
  });

  it('rejects a miscounted bar and a melody of the wrong length', () => {
    expect(() => parseMelody('C4q D4q | E4w')).toThrow(/bar 1/);
    expect(() => melody('C4w', 2)).toThrow(/lasts 4 beats/);
    expect(() => parseMelody('H4q')).toThrow(/bad melody token/);
  });

  it('transposes and offsets', () => {
    const notes = melody('C4q D4q E4h', 1, { start: 4, transpose: 2 });
    expect(notes.map((n) => [n.midi, n.start])).toEqual([
      [62, 4],
      [64, 5],
      [66, 6],
    ]);
  });

  it('names pitches both ways', () => {
    expect(parsePitch('A4')).toBe(69);
    expect(parsePitch('Bb2')).toBe(46);
    expect(pitchName(61, 'flats')).toBe('Db4');
    expect(pitchName(61)).toBe('C#4');
  });
});

describe('chords and accompaniment', () => {
  it('splits bars between their chords', () => {
    const chords = parseProgression('C G | Am7');
    expect(chords.map((c) => [c.symbol, c.start, c.duration])).toEqual([
      ['C', 0, 2],
      ['G', 2, 2],
      ['Am7', 4, 4],
    ]);
    expect(() => parseChord('Cxyz')).toThrow(/unknown chord/);
  });

  it('voices chords in close position above a floor', () => {
    const voicing = voiceChord(parseChord('F'), 55);
    expect(voicing).toEqual([57, 60, 65]);
    for (const midi of voicing) expect(midi).toBeGreaterThanOrEqual(55);
  });

  it('walks to the next root by a half step', () => {
    const line = bassLine(parseProgression('Dm7 | G7'), 'walking');
    expect(line).toHaveLength(8);
    expect(line[0]?.midi).toBe(38);
    expect(line[3]?.midi).toBe(32);
    expect(line[4]?.midi).toBe(31);
  });
});

describe('drum grooves', () => {
  it('turns step grids into General MIDI hits with notated durations', () => {
    const hits = grooveBar({ closedHat: 'xxxxxxxo', snare: '--X---X-', kick: 'x---xx--' }, 1);
    expect(hits.filter((h) => h.midi === GM_DRUMS.closedHat)).toHaveLength(7);
    expect(hits.find((h) => h.midi === GM_DRUMS.openHat)?.start).toBe(7.5);
    const snare = hits.filter((h) => h.midi === GM_DRUMS.snare);
    expect(snare.map((h) => h.start)).toEqual([5, 7]);
    expect(snare[0]?.velocity).toBeGreaterThan(100);
    for (const hit of hits) expect(hit.duration).toBe(0.5);
  });
});
