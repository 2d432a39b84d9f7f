// Wait for Me (issue 47 item 2, decision 067): playback stops at each note's onset until the learner
// plays it. This is the rule alone, fed reference positions and pitch frames; the transport
// (wait-driver.ts) pauses and resumes the stems by it. A step is one onset of the part (the engine's
// reference events: notes within its chord window are one step, and any of their pitches is right);
// the gaps between steps (rests) are played through, never waited on. A frame matches when its pitch
// is within the engine's pitch tolerance (SCORING_RULES.pitchToleranceCents) of one of the step's
// notes, octave included, as the player's scoring judges; WAIT_MATCH_FRAMES matching frames in a row
// while holding release the step.
import {
  groupReferenceEvents,
  hzToMidi,
  NOTE_NAMES,
  SCORING_RULES,
  type ReferenceNote,
} from '@bandbook/soundcheck';
import type { LoopRange } from '../audio/loop';

/**
 * Matching pitch frames in a row that release a step: five frames of the input worklet (512 samples,
 * ~11 ms at 48 kHz), ~53 ms. Decision 067: more than the engine's three agreeing frames that confirm a
 * change of pitch (a scoop or an attack's blip through the right pitch does not pass), well under a
 * sixteenth note at 120 BPM (125 ms), so a learner who plays in time is held for a moment only.
 */
export const WAIT_MATCH_FRAMES = 5;

/** A playhead this close before a step's onset (s of the reference) has reached it. */
const ONSET_EPSILON = 0.005;

export interface WaitStep {
  /** Reference time of the onset (s). */
  time: number;
  /** The MIDI numbers written there (one, or a chord's). */
  midis: number[];
}

/** The part's steps: its reference events (chords as one), in time order. */
export function waitSteps(notes: readonly ReferenceNote[]): WaitStep[] {
  const sorted = [...notes].sort((a, b) => a.time - b.time);
  return groupReferenceEvents(sorted).map((event) => ({
    time: event.time,
    midis: [...event.midis].sort((a, b) => a - b),
  }));
}

/** A MIDI note's name with its octave (C4 is middle C, 60). */
export function noteName(midi: number): string {
  const rounded = Math.round(midi);
  return `${NOTE_NAMES[((rounded % 12) + 12) % 12]}${Math.floor(rounded / 12) - 1}`;
}

/** The step's notes by name ("E4", or "C4 E4 G4" for a chord). */
export function stepName(step: WaitStep): string {
  return step.midis.map(noteName).join(' ');
}

/** Whether a pitch (Hz) is one of the step's notes within the engine's pitch tolerance. */
export function matchesStep(hz: number | null, step: WaitStep): boolean {
  if (hz === null || !(hz > 0) || !Number.isFinite(hz)) return false;
  const midi = hzToMidi(hz);
  return step.midis.some(
    (written) => Math.abs(midi - written) * 100 <= SCORING_RULES.pitchToleranceCents,
  );
}

export interface WaitView {
  /** Index of the step waited for, and how many the part has. */
  index: number;
  count: number;
  /** The note(s) expected. */
  expected: string;
  /** The nearest note to what the microphone hears now, or null for nothing pitched. */
  heard: string | null;
}

export type FrameOutcome = 'waiting' | 'released' | 'idle';

export class WaitMode {
  /** The step being held at, or -1 while playing towards the next. */
  private holding = -1;
  /** The last step released: its onset is where playback went on from. */
  private released = -1;
  private matching = 0;
  private heardMidi: number | null = null;

  constructor(readonly steps: readonly WaitStep[]) {}

  /** Starts again (a seek, a new play): nothing held, nothing released. */
  reset(): void {
    this.holding = -1;
    this.released = -1;
    this.matching = 0;
    this.heardMidi = null;
  }

  get isHolding(): boolean {
    return this.holding >= 0;
  }

  /**
   * The step playback is heading for from `position` (s of the reference), or -1 when none is ahead
   * (after the last, or in the loop's pass after its last step). A step released is not waited on
   * again until the playhead goes back before it (a loop's wrap, a seek).
   */
  nextStep(position: number, loop: LoopRange | null = null): number {
    const releasedAt = this.released >= 0 ? this.steps[this.released]!.time : null;
    const after = releasedAt !== null && position >= releasedAt - ONSET_EPSILON ? releasedAt : null;
    const index = this.steps.findIndex((step) =>
      after !== null ? step.time > after + ONSET_EPSILON : step.time >= position - ONSET_EPSILON,
    );
    if (index < 0) return -1;
    if (loop && (this.steps[index]!.time >= loop.end || this.steps[index]!.time < loop.start)) {
      return -1;
    }
    return index;
  }

  /** Seconds of the reference from `position` to the next step's onset (null when none is ahead). */
  untilNext(position: number, loop: LoopRange | null = null): number | null {
    const index = this.nextStep(position, loop);
    return index < 0 ? null : Math.max(0, this.steps[index]!.time - position);
  }

  /**
   * The playhead is at `position`: answers the step to hold at when it has reached that step's onset
   * (the caller pauses there), else -1.
   */
  reach(position: number, loop: LoopRange | null = null): number {
    if (this.isHolding) return this.holding;
    const index = this.nextStep(position, loop);
    if (index < 0 || position < this.steps[index]!.time - ONSET_EPSILON) return -1;
    this.holding = index;
    this.matching = 0;
    return index;
  }

  /**
   * One pitch frame (Hz, or null for nothing pitched). While holding, WAIT_MATCH_FRAMES matching
   * frames in a row release the step ('released': play on from its onset); a frame that does not
   * match starts the count again.
   */
  push(hz: number | null): FrameOutcome {
    this.heardMidi = hz !== null && hz > 0 && Number.isFinite(hz) ? Math.round(hzToMidi(hz)) : null;
    if (!this.isHolding) return 'idle';
    const step = this.steps[this.holding]!;
    this.matching = matchesStep(hz, step) ? this.matching + 1 : 0;
    if (this.matching < WAIT_MATCH_FRAMES) return 'waiting';
    this.released = this.holding;
    this.holding = -1;
    this.matching = 0;
    return 'released';
  }

  /** The onset of the step held at (s of the reference), or null. */
  get holdTime(): number | null {
    return this.isHolding ? this.steps[this.holding]!.time : null;
  }

  /** What to show while holding, or null while playing on. */
  view(): WaitView | null {
    if (!this.isHolding) return null;
    return {
      index: this.holding,
      count: this.steps.length,
      expected: stepName(this.steps[this.holding]!),
      heard: this.heardMidi === null ? null : noteName(this.heardMidi),
    };
  }
}
