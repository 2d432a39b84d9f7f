// What Practice's playback watches while it plays (decision 067): Wait for Me's holds (the playhead
// reaching the next note's onset pauses the stems there; the microphone's pitch frames release them)
// and Tempo Ramp's passes (the playhead jumping back to the loop's start is a pass: one step faster).
// It reads the playhead on a timer aimed at the next onset, and never while holding.
import type { LoopRange } from '../audio/loop';
import type { PlayerStore } from './player-store';
import { rampRuns, tempoFactorOf, waitsForNotes } from './player-state';
import { nextRampTempo } from './tempo-ramp';
import { WaitMode, waitSteps, type WaitView } from './wait-mode';
import type { ReferenceNote } from '@bandbook/soundcheck';

/** The playhead is read at least this often while playing (ms): a loop's wrap is seen this soon. */
const MAX_TICK_MS = 50;
/** ...and aimed this early at a note's onset (ms), reading again until it is reached. */
const MIN_TICK_MS = 4;
/** The playhead moving back by more than this (s of the reference) while playing is a loop's wrap. */
const WRAP_SECONDS = 0.05;

export interface PracticeWatchHost {
  /** The playhead (s of the reference). */
  position(): number;
  /** The loop's stretch, or null. */
  loopRange(): LoopRange | null;
  /** The current part's reference notes. */
  notes(): readonly ReferenceNote[];
  /** Pause the stems and clicks at reference time `time`, playback still 'playing'. */
  holdAt(time: number): void;
  /** Play on from reference time `time`. */
  resumeFrom(time: number): void;
  /** The tempo path of the transport. */
  setTempo(percent: number): void;
}

export class PracticeWatch {
  private wait: WaitMode | null = null;
  private notes: readonly ReferenceNote[] | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastPosition = 0;
  private running = false;

  constructor(
    private readonly store: PlayerStore,
    private readonly host: PracticeWatchHost,
  ) {}

  /** Playback of the stems started from `from` (s of the reference). */
  start(from: number): void {
    this.stop();
    this.running = true;
    this.lastPosition = from;
    this.waitMode()?.reset();
    this.tick();
  }

  /** Playback stopped (pause, seek, end, another part): nothing held. */
  stop(): void {
    this.running = false;
    this.clearTimer();
    this.wait?.reset();
    if (this.store.state.wait) this.store.set({ wait: null });
  }

  /** Wait for Me was switched during playback. */
  refresh(): void {
    if (!this.running) return;
    if (!waitsForNotes(this.store.state) && this.wait?.isHolding) {
      const time = this.wait.holdTime!;
      this.wait.reset();
      this.store.set({ wait: null });
      this.host.resumeFrom(time);
    }
    this.clearTimer();
    this.tick();
  }

  /** Takes the microphone's live pitch while Wait for Me plays (the trace gets it otherwise). */
  tapPitch(input: { pitchTap: ((hz: number | null) => boolean) | null }): void {
    input.pitchTap = (hz) => {
      const state = this.store.state;
      if (!waitsForNotes(state) || state.transport !== 'playing') return false;
      this.pushPitch(hz);
      return true;
    };
  }

  /** A pitch frame from the microphone (Hz, or null for nothing pitched). */
  pushPitch(hz: number | null): void {
    const wait = this.wait;
    if (!this.running || !wait?.isHolding) return;
    const time = wait.holdTime!;
    if (wait.push(hz) === 'released') {
      this.store.set({ wait: null });
      this.lastPosition = time;
      this.host.resumeFrom(time);
      this.tick();
      return;
    }
    const view = wait.view();
    if (view && !sameView(view, this.store.state.wait)) this.store.set({ wait: view });
  }

  /** Whether Wait for Me holds at a note now. */
  get isHolding(): boolean {
    return this.wait?.isHolding ?? false;
  }

  private waitMode(): WaitMode | null {
    const notes = this.host.notes();
    if (notes !== this.notes) {
      this.notes = notes;
      this.wait = new WaitMode(waitSteps(notes));
    }
    return this.wait;
  }

  private tick = () => {
    this.timer = null;
    // A disposed player's store is closed: nothing to watch any more.
    if (!this.running || this.store.isClosed) return;
    const state = this.store.state;
    const position = this.host.position();
    const loop = this.host.loopRange();
    if (rampRuns(state) && loop && position < this.lastPosition - WRAP_SECONDS) {
      const next = nextRampTempo(state.ramp!, state.tempo);
      if (next !== state.tempo) this.host.setTempo(next);
    }
    this.lastPosition = position;
    let delay = MAX_TICK_MS;
    if (waitsForNotes(state)) {
      const wait = this.waitMode()!;
      if (wait.isHolding) return;
      if (wait.reach(position, loop) >= 0) {
        const time = wait.holdTime!;
        this.host.holdAt(time);
        this.lastPosition = time;
        this.store.set({ wait: wait.view() });
        return;
      }
      const ahead = wait.untilNext(position, loop);
      if (ahead !== null) {
        const ms = (ahead / tempoFactorOf(this.store.state)) * 1000 - MIN_TICK_MS;
        delay = Math.max(MIN_TICK_MS, Math.min(MAX_TICK_MS, ms));
      }
    } else if (!rampRuns(state)) {
      // Nothing to watch until a setting changes (refresh).
      return;
    }
    this.timer = setTimeout(this.tick, delay);
  };

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

function sameView(a: WaitView, b: WaitView | null): boolean {
  return b !== null && a.index === b.index && a.expected === b.expected && a.heard === b.heard;
}
