// The metronome's look-ahead scheduler ("A Tale of Two Clocks", C. Wilson): a timer wakes every ~25 ms
// and hands the audio clock every click due in the next 100 ms at its exact AudioContext time. Beats come
// from the engine's beat grid (reference time, count-in included); tempo and loop changes pivot at the
// same moment as the stem player's (playback-clock's changeTime), so clicks and stems stay together.
import {
  beatAt,
  beatSeconds,
  DEFAULT_LOOK_AHEAD,
  type MetronomeSettings,
} from '@bandbook/soundcheck';
import { wrapInLoop, type LoopRange } from './loop';
import { CHANGE_LEAD_SECONDS, changeTime } from './playback-clock';

export interface ClickSink {
  click(when: number, accent: boolean): void;
}

export interface ClickTimer {
  /** Calls `fn` once after `ms` milliseconds. */
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface ClickStart {
  /** Reference tempo (quarter notes per minute), metre and count-in of the exercise. */
  bpm: number;
  timeSignature: readonly [number, number];
  countInBars: number;
  tempoFactor: number;
  /** Reference second that plays at context time `at`. */
  fromReferenceTime: number;
  at: number;
  /** No clicks from this reference second on (the end of the piece). */
  until?: number;
  /** Only the count-in: the clicks before the first note (recording without the metronome). */
  countInOnly?: boolean;
  /** The stems' loop: the clicks follow it. */
  loop?: LoopRange | null;
}

export interface ClickSchedulerOptions {
  clock: () => number;
  sink: ClickSink;
  timer?: ClickTimer;
  intervalMs?: number;
  lookAhead?: number;
}

const browserTimer: ClickTimer = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A stretch of playback at one rate: `legFrom` plays at `legAt`, until the loop's end wraps it. */
interface Run {
  settings: MetronomeSettings;
  beat: number;
  limit: number;
  loop: LoopRange | null;
  rate: number;
  legAt: number;
  legFrom: number;
  /** Next beat index (of the reference grid) not yet handed out. */
  next: number;
  /** When the last start or change took effect (the pivot rule shared with the stem player). */
  changedAt: number;
}

export class ClickScheduler {
  private readonly clock: () => number;
  private readonly sink: ClickSink;
  private readonly timer: ClickTimer;
  private readonly intervalMs: number;
  private readonly lookAhead: number;
  private run: Run | null = null;
  private handle: unknown = null;

  constructor(options: ClickSchedulerOptions) {
    this.clock = options.clock;
    this.sink = options.sink;
    this.timer = options.timer ?? browserTimer;
    this.intervalMs = options.intervalMs ?? 25;
    this.lookAhead = options.lookAhead ?? DEFAULT_LOOK_AHEAD;
  }

  get isRunning(): boolean {
    return this.run !== null;
  }

  start(options: ClickStart): void {
    this.stop();
    const settings = {
      bpm: options.bpm,
      timeSignature: options.timeSignature,
      countInBars: options.countInBars,
      tempoFactor: 1,
    };
    const beat = beatSeconds(settings);
    const loop = validLoop(options.loop);
    const from = wrapInLoop(options.fromReferenceTime, loop);
    const countIn = options.countInBars * options.timeSignature[0] * beat;
    this.run = {
      settings,
      beat,
      limit: options.countInOnly ? countIn : (options.until ?? Infinity),
      loop,
      rate: options.tempoFactor,
      legAt: options.at,
      legFrom: from,
      next: firstBeatFrom(from, beat),
      changedAt: options.at,
    };
    this.tick();
  }

  /** Changes the tempo at `when` (default: as the stem player does), keeping the beat continuous. */
  setTempoFactor(tempoFactor: number, when?: number): void {
    this.rebase(when, (run, position) => ({ ...run, rate: tempoFactor, legFrom: position }));
  }

  /** Follows a new loop from `when`; outside it, playback (and the clicks) jump to its start. */
  setLoop(loop: LoopRange | null, when?: number): void {
    const next = validLoop(loop);
    this.rebase(when, (run, position) => {
      const outside = next !== null && (position < next.start || position >= next.end);
      const from = outside ? next.start : position;
      return {
        ...run,
        loop: next,
        legFrom: from,
        next: outside ? firstBeatFrom(from, run.beat) : run.next,
      };
    });
  }

  stop(): void {
    if (this.handle !== null) this.timer.clear(this.handle);
    this.handle = null;
    this.run = null;
  }

  private rebase(when: number | undefined, change: (run: Run, position: number) => Run) {
    const run = this.run;
    if (!run) return;
    const now = this.clock();
    const pivot =
      when ??
      changeTime({ at: run.changedAt, from: 0, rate: 1, loop: null }, now, CHANGE_LEAD_SECONDS);
    // Hand out the clicks before the pivot at the old tempo first; the rest follow the new plan.
    this.schedule(now, pivot);
    const position =
      pivot <= run.legAt
        ? run.legFrom
        : wrapInLoop(run.legFrom + (pivot - run.legAt) * run.rate, run.loop);
    this.run = { ...change(run, position), legAt: pivot, changedAt: pivot };
  }

  private readonly tick = () => {
    this.handle = null;
    const now = this.clock();
    const finished = this.schedule(now, now + this.lookAhead);
    if (!finished && this.run) this.handle = this.timer.set(this.tick, this.intervalMs);
    if (finished) this.run = null;
  };

  /** Hands the sink every click before `horizon`; answers whether the run has no clicks left. */
  private schedule(now: number, horizon: number): boolean {
    const run = this.run;
    if (!run) return true;
    for (;;) {
      const reference = run.next * run.beat;
      if (run.loop && reference >= run.loop.end - 1e-9) {
        const wrapAt = run.legAt + (run.loop.end - run.legFrom) / run.rate;
        if (wrapAt >= horizon) return false;
        run.legAt = wrapAt;
        run.legFrom = run.loop.start;
        run.next = firstBeatFrom(run.loop.start, run.beat);
        continue;
      }
      if (reference >= run.limit - 1e-9) return true;
      const when = run.legAt + (reference - run.legFrom) / run.rate;
      if (when >= horizon) return false;
      const { isDownbeat } = beatAt(run.settings, run.next);
      run.next++;
      // A click the timer woke up too late for is dropped rather than played late.
      if (when >= now - 1e-9) this.sink.click(Math.max(when, now), isDownbeat);
    }
  }
}

function firstBeatFrom(reference: number, beat: number): number {
  return Math.max(0, Math.ceil(reference / beat - 1e-9));
}

function validLoop(loop: LoopRange | null | undefined): LoopRange | null {
  return loop && loop.end > loop.start ? loop : null;
}

// ----- the sound -----

const CLICK_SECONDS = 0.02;

/** Short synthesized clicks (1.5 kHz accent, 1 kHz beat, fast decay), made once per context. */
export function createAudioClickSink(ctx: BaseAudioContext, destination: AudioNode): ClickSink {
  const accent = clickBuffer(ctx, 1500);
  const beat = clickBuffer(ctx, 1000);
  return {
    click(when, isAccent) {
      const source = ctx.createBufferSource();
      source.buffer = isAccent ? accent : beat;
      source.connect(destination);
      source.onended = () => source.disconnect();
      source.start(when);
    },
  };
}

function clickBuffer(ctx: BaseAudioContext, frequency: number): AudioBuffer {
  const length = Math.round(CLICK_SECONDS * ctx.sampleRate);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) {
    const t = i / ctx.sampleRate;
    samples[i] = 0.8 * Math.sin(2 * Math.PI * frequency * t) * Math.exp(-t / 0.004);
  }
  return buffer;
}
