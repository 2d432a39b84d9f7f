// Pitch frames settled against their neighbours as they leave the analyser's queue (decision 045): an
// unvoiced frame inside a note is voiced at it, but not the next note's attack nor where noise could dip as
// deep; a decay is voiced at its note until just before the next onset (decision 047). A voiced frame's
// octave burst is settled at the note read around it, and a frame in an attack, just after an onset, takes
// the pitch the frames after it agree on (decision 046).
import { describe, expect, it } from 'vitest';
import { PitchFrameQueue } from '../src/analysis/pitch-frame-queue.js';
import { createPitchEstimate } from '../src/pitch/pitch-detector.js';

const HOP = 512 / 44100;
const hz = (midi: number) => 440 * Math.pow(2, (midi - 69) / 12);

interface Frame {
  /** The detector's guess (MIDI); 0 for none. */
  guess: number;
  voiced: boolean;
  /** The octave below's dip over the chosen period's; omitted: no octave below. */
  belowShare?: number;
  /** 1 - the chosen dip; 0.9 voiced and 0.45 unvoiced unless given. */
  confidence?: number;
}

const voiced = (guess: number, belowShare?: number): Frame => ({ guess, voiced: true, belowShare });
const unvoiced = (guess: number, belowShare?: number, confidence?: number): Frame => ({
  guess,
  voiced: false,
  belowShare,
  confidence,
});

/**
 * Pushes the frames one hop apart, releasing each once four more wait behind it (about 45 ms); an onset at
 * a frame (by index) is known from when that frame is pushed.
 */
function settle(frames: readonly Frame[], onsets: readonly number[] = []): (number | null)[] {
  const queue = new PitchFrameQueue(16);
  const settled: (number | null)[] = [];
  const release = () => {
    const frame = queue.release();
    settled.push(frame.voiced ? Math.round(frame.midi * 100) / 100 : null);
  };
  frames.forEach((frame, i) => {
    const estimate = createPitchEstimate();
    estimate.candidate = frame.guess > 0 ? hz(frame.guess) : 0;
    estimate.voiced = frame.voiced;
    estimate.frequency = frame.voiced ? estimate.candidate : 0;
    estimate.confidence = frame.confidence ?? (frame.voiced ? 0.9 : 0.45);
    estimate.levelDb = -30;
    const below =
      frame.belowShare === undefined
        ? { frequency: 0, share: Infinity }
        : { frequency: estimate.candidate / 2, share: frame.belowShare };
    if (onsets.includes(i)) queue.addOnset(i * HOP);
    queue.push(i * HOP, estimate, below);
    if (queue.length > 4) release();
  });
  while (queue.length > 0) release();
  return settled;
}

const repeat = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

describe('settled pitch frames', () => {
  it("settles a note's octave bursts at the note read around them", () => {
    const frames = [
      ...repeat(6, voiced(59)),
      ...repeat(3, voiced(71, 0.6)),
      ...repeat(6, voiced(59)),
    ];
    expect(settle(frames)).toEqual(repeat(15, 59));
  });

  it('reports voiced frames as read where the pitch under them was read once before', () => {
    // A note over a ringing string an octave below, which the detector reads in one frame.
    const frames = [...repeat(4, voiced(67, 0.7)), voiced(55), ...repeat(8, voiced(67, 0.7))];
    expect(settle(frames)).toEqual([...repeat(4, 67), 55, ...repeat(8, 67)]);
  });

  it('leaves a frame unvoiced whose dip noise can reach', () => {
    const frames = [
      ...repeat(5, voiced(64)),
      unvoiced(64, undefined, 0.3),
      ...repeat(5, voiced(64)),
    ];
    expect(settle(frames)).toEqual([...repeat(5, 64), null, ...repeat(5, 64)]);
  });

  it('voices an unvoiced frame inside a note at the note, by its guess or the octave below it', () => {
    const frames = [
      ...repeat(5, voiced(64)),
      unvoiced(64),
      unvoiced(76, 0.8),
      unvoiced(71),
      ...repeat(5, voiced(64)),
    ];
    expect(settle(frames)).toEqual([...repeat(7, 64), null, ...repeat(5, 64)]);
  });

  it('voices a decay at its note, not up to the next onset, and leaves the next attack to its frames', () => {
    // The decay of 64 read unvoiced, the next note struck at frame 11 (its onset).
    const frames = [
      ...repeat(5, voiced(64)),
      ...repeat(6, unvoiced(64)),
      ...repeat(2, unvoiced(67)),
      ...repeat(5, voiced(67)),
    ];
    // The frames 45 ms before the onset stay unvoiced; the attack's take the note's pitch (decision 046).
    expect(settle(frames, [11])).toEqual([...repeat(8, 64), ...repeat(3, null), ...repeat(7, 67)]);
    // A decay until the note's frames fall silent.
    const decay = [...repeat(5, voiced(64)), ...repeat(4, unvoiced(64)), unvoiced(0)];
    expect(settle(decay)).toEqual([...repeat(9, 64), null]);
  });

  it("gives an attack's frames the pitch the frames after it agree on", () => {
    // After the onset at frame 6, the note before still heard, then the attack's noise: each frame takes
    // the new pitch once the voiced frames in the 45 ms after it all read it.
    const frames = [
      ...repeat(6, voiced(64)),
      ...repeat(2, voiced(64)),
      unvoiced(0, undefined, 0.2),
      ...repeat(6, voiced(67)),
    ];
    expect(settle(frames, [6])).toEqual([...repeat(7, 64), ...repeat(8, 67)]);
  });

  it('keeps frames past the attack, or without one pitch after them, as read', () => {
    // A change without an onset, the note before's last frame 0.151 s after its own onset.
    const legato = [...repeat(14, voiced(64)), ...repeat(6, voiced(67))];
    expect(settle(legato, [0])).toEqual([...repeat(14, 64), ...repeat(6, 67)]);
    // The same 0.104 s after the onset: only the last frame, whose frames after it all read 67, moves.
    expect(settle(legato, [4])).toEqual([...repeat(13, 64), ...repeat(7, 67)]);
    // Frames after the attack that disagree (a trill), and a next onset that ends the frames looked at.
    const trill = [60, 60, 62, 62, 60, 60, 62, 62, 60, 60, 62, 62, 60, 60, 62, 62];
    expect(
      settle(
        trill.map((midi) => voiced(midi)),
        [0],
      ),
    ).toEqual(trill);
    const quick = [...repeat(2, voiced(64)), ...repeat(6, voiced(67))];
    expect(settle(quick, [0, 2])).toEqual([...repeat(2, 64), ...repeat(6, 67)]);
  });
});
