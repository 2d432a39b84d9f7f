// Long because: one judgement (decision 032's legato start) on synthesised note mixtures, each case
// drawing the signal it needs.
// Where a note that swells in under the one before began (decision 032): a pad's crossfade, a violin's
// slur after a vibrato, a hard attack, the samples no longer held; and the notes the tracker asks about.
import { describe, expect, it } from 'vitest';
import type { PlayedNote } from '../src/analysis/types.js';
import { NoteTracker } from '../src/notes/note-tracker.js';
import { LegatoStart } from '../src/onset/legato-start.js';
import type { SampleReader } from '../src/onset/held-spectrum.js';
import { feedSegments } from './pitch-segments.js';

const RATE = 44100;
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

interface Voice {
  midi: number;
  /** Gain over time (s), 0..1. */
  gain: (t: number) => number;
  /** Pitch offset over time (semitones). */
  bend?: (t: number) => number;
  /** Level of harmonic h (dB); 3 dB less for each one up when absent. */
  harmonicDb?: (h: number) => number;
  /** An ensemble: three singers, this far (semitones) under, at and over the pitch. */
  spread?: number;
}

/**
 * Eight harmonics (falling 3 dB each unless a voice sets their levels), summed over the voices and each
 * voice's singers; phases advance with the bent pitch.
 */
function render(seconds: number, voices: readonly Voice[]): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (const voice of voices) {
    const singers = voice.spread ? [-voice.spread, 0, voice.spread] : [0];
    for (const [s, offset] of singers.entries()) {
      let phase = s;
      for (let i = 0; i < out.length; i++) {
        const t = i / RATE;
        phase += (2 * Math.PI * hz(voice.midi + offset + (voice.bend?.(t) ?? 0))) / RATE;
        const gain = voice.gain(t) / singers.length;
        if (gain === 0) continue;
        let sample = 0;
        for (let h = 1; h <= 8; h++)
          sample += Math.sin(h * phase) * 10 ** ((voice.harmonicDb?.(h) ?? -3 * (h - 1)) / 20);
        out[i] = out[i]! + 0.1 * gain * sample;
      }
    }
  }
  return out;
}

function reader(samples: Float32Array, heldFrom = 0): SampleReader {
  return (target, end, length) => {
    if (end > samples.length || end - length < heldFrom) return false;
    for (let i = 0; i < length; i++)
      target[i] = end - length + i >= 0 ? samples[end - length + i]! : 0;
    return true;
  };
}

const release = (from: number) => (t: number) => (t < from ? 1 : Math.exp(-(t - from) / 0.15));
const swell = (from: number) => (t: number) => (t < from ? 0 : 1 - Math.exp(-(t - from) / 0.1));

describe('where a note that swells in under the one before began', () => {
  it('finds a pad note stepping a semitone or two at its note-on, not where it won the pitch', () => {
    for (const [before, after] of [
      [62, 61],
      [57, 59],
      [64, 62],
    ] as const) {
      // From 1.0 s the old note releases (a 150 ms time constant) while the new one swells in (100 ms).
      const samples = render(2, [
        { midi: before, gain: release(1) },
        { midi: after, gain: swell(1) },
      ]);
      const legato = new LegatoStart(RATE, reader(samples));
      // Found 200 ms late, or 80 ms: more than half a frame and the lag after its rise (decision 037).
      for (const found of [1.2, 1.08])
        expect(
          Math.abs(legato.find(found, after, before, true) - 1),
          `${before} to ${after} found at ${found}`,
        ).toBeLessThanOrEqual(0.045);
    }
  });

  it('finds a pad note at its note-on when its swell still climbs after a rise near where it was found', () => {
    // The sampled choir's A3 after G#3 (decision 041): the A3 climbs 40 dB over 200 ms from its note-on and
    // is found 60 ms after it, within half a frame and a step, where a hard attack's rise would show. Two
    // frames after the steepest rise its level is still far from the level it holds: no hard attack.
    const db = (value: number) => 10 ** (value / 20);
    const samples = render(2, [
      { midi: 56, gain: (t) => (t < 1 ? 1 : Math.exp(-(t - 1) / 0.3)) },
      { midi: 57, gain: (t) => (t < 1 ? 0 : t < 1.2 ? db(-40 + 200 * (t - 1)) : 1) },
    ]);
    const legato = new LegatoStart(RATE, reader(samples));
    expect(Math.abs(legato.find(1.06, 57, 56, true) - 1)).toBeLessThanOrEqual(0.045);
  });

  it('finds a pad note whose swell climbs slowly and then again where it won the pitch', () => {
    // The sampled choir's A3 after B3 (decision 033): the new note climbs 26 dB over 120 ms from its note-on,
    // holds while the old one fades, and climbs 14 dB more where the pitch frames turn to it. No 40 ms step
    // of the first climb makes 40 % of the whole, but its climb over 100 ms does.
    const db = (value: number) => 10 ** (value / 20);
    const stages = (t: number) =>
      t < 1
        ? 0
        : t < 1.12
          ? db(-40 + (26 * (t - 1)) / 0.12)
          : t < 1.26
            ? db(-14)
            : t < 1.32
              ? db(-14 + (14 * (t - 1.26)) / 0.06)
              : 1;
    for (const [before, after] of [
      [59, 57],
      [62, 61],
    ] as const) {
      const samples = render(2, [
        { midi: before, gain: (t) => (t < 1 ? 1 : Math.exp(-(t - 1) / 0.3)) },
        { midi: after, gain: stages },
      ]);
      const start = new LegatoStart(RATE, reader(samples)).find(1.29, after, before, true);
      expect(start, `${before} to ${after}`).toBeGreaterThanOrEqual(1);
      expect(start, `${before} to ${after}`).toBeLessThanOrEqual(1.1);
    }
  });

  it('finds a flat-tuned pad note at its note-on, following the partials at the pitches read', () => {
    // The sampled choir sings 10-35 cents flat (decision 037), an ensemble whose partials spread over some
    // 20 cents: an A3 read at 56.65 steps down to a G#3 read at 55.65, a D4 at 61.65 to a C#4 at 60.65.
    // Followed at the semitones' frequencies, their partials from the 3rd up are missed by 1-3 bins.
    const formant = (h: number) => (h < 4 ? -20 : 0);
    for (const [before, after, harmonicDb] of [
      [56.65, 55.65, formant],
      [61.65, 60.65, undefined],
    ] as const) {
      const samples = render(2, [
        { midi: before, gain: release(1), harmonicDb, spread: 0.1 },
        { midi: after, gain: swell(1), harmonicDb, spread: 0.1 },
      ]);
      const legato = new LegatoStart(RATE, reader(samples));
      for (const found of [1.1, 1.2])
        expect(
          Math.abs(legato.find(found, after, before, true) - 1),
          `${after} at ${found}`,
        ).toBeLessThanOrEqual(0.045);
    }
  });

  it('finds a note after a quick crossfade where it began when the tracker placed it at a change of pitch', () => {
    // The sampled choir's B3 after A3 (decision 050): the A3 fades and the B3 rises 40 dB within 40 ms of
    // its note-on. The pitch frames glide through the crossfade and confirm B3 40 ms after the note-on.
    // Had an attack placed the note there, a rise that steep and that near would be its own, seen early
    // by the long frame; a change of pitch marks no attack, and the rise is where the note began.
    const db = (value: number) => 10 ** (value / 20);
    const samples = render(2, [
      { midi: 57, gain: (t) => (t < 1 ? 1 : Math.exp(-(t - 1) / 0.03)) },
      { midi: 59, gain: (t) => (t < 1 ? 0 : t < 1.04 ? db(-40 + 1000 * (t - 1)) : 1) },
    ]);
    const legato = new LegatoStart(RATE, reader(samples));
    expect(legato.find(1.04, 59, 57, true)).toBe(1.04);
    expect(Math.abs(legato.find(1.04, 59, 57, false) - 1)).toBeLessThanOrEqual(0.02);
  });

  it('leaves a slur after a vibrato where it was found', () => {
    // A G4 with a 30-cent vibrato at 5.5 Hz, then the F#4 from 1.2 s, found there.
    const samples = render(2, [
      {
        midi: 67,
        gain: (t) => (t < 1.2 ? 1 : 0),
        bend: (t) => 0.3 * Math.sin(2 * Math.PI * 5.5 * t),
      },
      { midi: 66, gain: (t) => (t < 1.2 ? 0 : 1) },
    ]);
    const legato = new LegatoStart(RATE, reader(samples));
    expect(legato.find(1.21, 66, 67, true)).toBeGreaterThanOrEqual(1.16);
  });

  it('leaves a note where it was found when its harmonics did not rise before', () => {
    const samples = render(2, [
      { midi: 60, gain: (t) => (t < 1 ? 1 : 0) },
      { midi: 64, gain: (t) => (t < 1 ? 0 : 1) },
    ]);
    const legato = new LegatoStart(RATE, reader(samples));
    expect(Math.abs(legato.find(1.0, 64, 60, true) - 1)).toBeLessThanOrEqual(0.02);
  });

  it('keeps where the note was found when the samples before it are no longer held', () => {
    const samples = render(2, [
      { midi: 62, gain: release(1) },
      { midi: 61, gain: swell(1) },
    ]);
    const legato = new LegatoStart(RATE, reader(samples, Math.round(1.1 * RATE)));
    expect(legato.find(1.2, 61, 62, true)).toBe(1.2);
  });
});

describe('the note tracker asking where a note that follows another began', () => {
  const hop = 512 / 44100;

  it('asks about each note that follows one of another pitch, with the last note of another pitch', () => {
    const notes: PlayedNote[] = [];
    const asked: [number, number, number][] = [];
    const tracker = new NoteTracker(hop, (note) => notes.push(note), {
      attackStart: (start) => start,
      fundamentalDeficit: () => NaN,
      legatoStart: (found, midi, previous) => {
        asked.push([found, Math.round(midi), Math.round(previous)]);
        return found - 0.2;
      },
      struckPitch: (onset, midi) => midi,
    });
    // A4, then B4 by a change of pitch; a break; C5, cut in two by an onset; its octave after a change.
    let time = 0.5;
    for (; time < 1.0; time += hop) tracker.addFrame(time, true, 69, 0.95);
    for (; time < 1.6; time += hop) tracker.addFrame(time, true, 71, 0.95);
    for (; time < 1.9; time += hop) tracker.addFrame(time, false, 0, 0);
    tracker.addOnset(2.5);
    for (; time < 3.0; time += hop) tracker.addFrame(time, true, 72, 0.95);
    for (; time < 3.6; time += hop) tracker.addFrame(time, true, 84, 0.95);
    tracker.finish();
    expect(notes.map((note) => Math.round(note.midi!))).toEqual([69, 71, 72, 72, 84]);
    // Asked about: the B4, and the octave against the B4 (not the C5 before it); each starts where
    // legatoStart said, 0.2 s before where the tracker found it.
    expect(asked.map(([, midi, previous]) => [midi, previous])).toEqual([
      [71, 69],
      [84, 71],
    ]);
    [1, 4].forEach((note, i) => expect(notes[note]!.onset).toBeCloseTo(asked[i]![0] - 0.2, 9));
    // The first C5 followed a break, the second a note of its own pitch: neither is asked about.
    expect(notes[2]!.onset).toBeGreaterThan(1.85);
    expect(notes[3]!.onset).toBe(2.5);
  });

  /** A tracker whose legatoStart records what it was asked (pitch, previous pitch; to a tenth). */
  function askingTracker(): { tracker: NoteTracker; asked: [number, number][] } {
    const asked: [number, number][] = [];
    const tracker = new NoteTracker(hop, () => undefined, {
      attackStart: (start) => start,
      fundamentalDeficit: () => NaN,
      legatoStart: (found, midi, previous) => {
        asked.push([Math.round(midi * 10) / 10, Math.round(previous * 10) / 10]);
        return found;
      },
      struckPitch: (onset, midi) => midi,
    });
    return { tracker, asked };
  }

  it('asks about a note after a glide with the note before the glide, not a piece of it', () => {
    const { tracker, asked } = askingTracker();
    // A4; a 100 ms piece of a glide read at 69.6; B4; a 100 ms piece at 72.6; D5.
    const segments = [
      [0.5, 69],
      [0.1, 69.6],
      [0.5, 71],
      [0.1, 72.6],
      [0.5, 74],
    ] as const;
    feedSegments(tracker, segments, hop, 0.95);
    // The first piece follows the A4 (no longer note of another pitch is kept); the second piece and
    // the D5 follow the B4.
    expect(asked).toEqual([
      [69.6, 69],
      [71, 69],
      [72.6, 71],
      [74, 71],
    ]);
  });

  it("asks about a glide's last piece after a shorter one near its pitch, with the note before the glide", () => {
    const { tracker, asked } = askingTracker();
    // A4; a 100 ms piece at 70.6; an onset; B4 (0.4 semitones from the piece); an onset; B4 again.
    let time = 0.5;
    for (; time < 1.0; time += hop) tracker.addFrame(time, true, 69, 0.95);
    for (; time < 1.1; time += hop) tracker.addFrame(time, true, 70.6, 0.95);
    tracker.addOnset(time);
    for (; time < 1.6; time += hop) tracker.addFrame(time, true, 71, 0.95);
    tracker.addOnset(time);
    for (; time < 2.1; time += hop) tracker.addFrame(time, true, 71, 0.95);
    tracker.finish();
    // The B4 after the piece follows the A4; the B4 re-struck after a B4 that lasted is not asked about.
    expect(asked).toEqual([
      [70.6, 69],
      [71, 69],
    ]);
  });

  it.each([
    ['a piece of a glide at the pitch it reached', [0.19, 0.06], 61.8, 61.8],
    ['a piece whose last frames fall back at its median', [0.19, 0.06], 61.3, 61.5],
    [
      'a note that lasted LEGATO_JUDGE at its median, whatever its last frames',
      [0.33, 0.2],
      61.8,
      61.5,
    ],
  ])('asks about %s', (_, [first, last], lastMidi, askedMidi) => {
    const { tracker, asked } = askingTracker();
    // C#4; a note read at 61.5, then at `lastMidi` for its last frames; an onset; D4.
    let time = 0.5;
    for (; time < 1.0; time += hop) tracker.addFrame(time, true, 60.8, 0.95);
    for (; time < 1.0 + first!; time += hop) tracker.addFrame(time, true, 61.5, 0.95);
    for (; time < 1.0 + first! + last!; time += hop) tracker.addFrame(time, true, lastMidi, 0.95);
    tracker.addOnset(time);
    for (; time < 2.0 + first! + last!; time += hop) tracker.addFrame(time, true, 61.8, 0.95);
    tracker.finish();
    expect(asked[0]).toEqual([askedMidi, 60.8]);
  });

  it('says whether the start it asks about marks an attack or only a change of pitch', () => {
    const asked: [number, boolean][] = [];
    const tracker = new NoteTracker(hop, () => undefined, {
      // An attack is heard 30 ms before where the tracker placed the E5 only.
      attackStart: (start, midi) => (Math.round(midi) === 76 ? start - 0.03 : start),
      fundamentalDeficit: () => NaN,
      legatoStart: (found, midi, _previous, attack) => {
        asked.push([Math.round(midi), attack]);
        return found;
      },
      struckPitch: (onset, midi) => midi,
    });
    // A4; B4 by a change of pitch; C#5 at an onset; D5 by a change of pitch; E5 by one, its attack heard.
    let time = 0.5;
    for (; time < 1.0; time += hop) tracker.addFrame(time, true, 69, 0.95);
    for (; time < 1.5; time += hop) tracker.addFrame(time, true, 71, 0.95);
    tracker.addOnset(time);
    for (; time < 2.0; time += hop) tracker.addFrame(time, true, 73, 0.95);
    for (; time < 2.5; time += hop) tracker.addFrame(time, true, 74, 0.95);
    for (; time < 3.0; time += hop) tracker.addFrame(time, true, 76, 0.95);
    tracker.finish();
    expect(asked).toEqual([
      [71, false],
      [73, true],
      [74, false],
      [76, true],
    ]);
  });

  it("asks about a note after a crossfade's unvoiced frames, not after a break", () => {
    const asked: number[] = [];
    const tracker = new NoteTracker(hop, () => undefined, {
      attackStart: (start) => start,
      fundamentalDeficit: () => NaN,
      legatoStart: (found, midi) => {
        asked.push(Math.round(midi));
        return found;
      },
      struckPitch: (onset, midi) => midi,
    });
    // A4; three unvoiced frames (a pad's crossfade, 35 ms); G4; 110 ms unvoiced (a crossfade as long as
    // a choir's get, decision 040); A4; a 150 ms break; G4.
    const segments = [
      [0.5, 69],
      [3 * hop, 0],
      [0.5, 67],
      [0.11, 0],
      [0.5, 69],
      [0.15, 0],
      [0.5, 67],
    ] as const;
    feedSegments(tracker, segments, hop, 0.95);
    expect(asked).toEqual([67, 69]);
  });
});
