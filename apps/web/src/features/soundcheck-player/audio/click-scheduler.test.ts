import { describe, expect, it } from 'vitest';
import { createRandom } from '@bandbook/soundcheck/synth';
import { ClickScheduler, type ClickStart, type ClickTimer } from './click-scheduler';
import { playbackPosition } from './playback-clock';

const SAMPLE_RATE = 48000;
const QUANTUM = 128 / SAMPLE_RATE;

interface Click {
  when: number;
  accent: boolean;
  scheduledAt: number;
}

/**
 * An audio clock that moves in render quanta and a timer whose callbacks run 0-60 ms late, as a busy
 * main thread does.
 */
function harness(seed: number) {
  const next = createRandom(seed);
  let time = 0;
  const pending = new Map<number, { fn: () => void; due: number }>();
  let ids = 0;
  const clicks: Click[] = [];
  const clock = () => Math.floor(time / QUANTUM) * QUANTUM;
  const timer: ClickTimer = {
    set(fn, ms) {
      const id = ++ids;
      pending.set(id, { fn, due: time + ms / 1000 + next() * 0.06 });
      return id;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
  };
  const scheduler = new ClickScheduler({
    clock,
    timer,
    sink: { click: (when, accent) => clicks.push({ when, accent, scheduledAt: clock() }) },
  });
  /** Runs the timers until `until` (seconds of the clock), calling `at` hooks on the way. */
  const runUntil = (until: number, hooks: { at: number; run: () => void }[] = []) => {
    const todo = [...hooks];
    for (;;) {
      const [id, entry] = [...pending.entries()].sort((a, b) => a[1].due - b[1].due)[0] ?? [];
      const hook = todo[0];
      if (hook && (!entry || hook.at <= entry.due)) {
        time = Math.max(time, hook.at);
        todo.shift();
        hook.run();
        continue;
      }
      if (!entry || id === undefined || entry.due > until) break;
      time = Math.max(time, entry.due);
      pending.delete(id);
      entry.fn();
    }
    time = Math.max(time, until);
  };
  return { scheduler, clicks, clock, runUntil, setTime: (t: number) => (time = t) };
}

const piece = { bpm: 100, timeSignature: [4, 4] as const, countInBars: 1 };
const beat = 60 / piece.bpm;

/** Exact context times of the beats from `from` to `until` (reference seconds) when `from` plays at `at`. */
function expectedBeats(start: ClickStart, until: number) {
  const beats: { when: number; accent: boolean }[] = [];
  for (let k = Math.ceil(start.fromReferenceTime / beat - 1e-9); k * beat < until - 1e-9; k++) {
    beats.push({
      when: start.at + (k * beat - start.fromReferenceTime) / start.tempoFactor,
      accent: k % 4 === 0,
    });
  }
  return beats;
}

function expectOnTime(clicks: Click[], expected: { when: number; accent: boolean }[]) {
  expect(clicks).toHaveLength(expected.length);
  clicks.forEach((click, index) => {
    const target = expected[index]!;
    expect(Math.abs(click.when - target.when)).toBeLessThanOrEqual(QUANTUM);
    expect(click.accent).toBe(target.accent);
    expect(click.when).toBeGreaterThanOrEqual(click.scheduledAt - 1e-9);
  });
  const whens = clicks.map((click) => click.when);
  expect(new Set(whens).size).toBe(whens.length);
  for (let i = 1; i < whens.length; i++) expect(whens[i]!).toBeGreaterThan(whens[i - 1]!);
}

describe('ClickScheduler', () => {
  for (const tempoFactor of [0.5, 1, 1.5]) {
    it(`clicks every beat on time at tempo x${tempoFactor} despite a late timer`, () => {
      const { scheduler, clicks, clock, runUntil, setTime } = harness(7 + tempoFactor * 10);
      setTime(0.05);
      const start = { ...piece, tempoFactor, fromReferenceTime: 0, at: clock() + 0.15 };
      scheduler.start(start);
      runUntil(30.5);
      const reached = (30.5 - start.at) * tempoFactor;
      expectOnTime(
        clicks.filter((click) => click.when < 30.5),
        expectedBeats(start, reached),
      );
      scheduler.stop();
    });
  }

  it('starts mid-piece off the beat and stops at the end of the piece', () => {
    const { scheduler, clicks, clock, runUntil } = harness(3);
    const start = {
      ...piece,
      tempoFactor: 0.8,
      fromReferenceTime: 3.3,
      at: clock() + 0.15,
      until: 12,
    };
    scheduler.start(start);
    runUntil(30);
    expectOnTime(clicks, expectedBeats(start, 12));
    expect(scheduler.isRunning).toBe(false);
  });

  it('plays only the count-in when asked', () => {
    const { scheduler, clicks, clock, runUntil } = harness(4);
    const start = {
      ...piece,
      tempoFactor: 1.2,
      fromReferenceTime: 0,
      at: clock() + 0.1,
      countInOnly: true,
    };
    scheduler.start(start);
    runUntil(20);
    expectOnTime(clicks, expectedBeats(start, 4 * beat));
    expect(clicks.map((click) => click.accent)).toEqual([true, false, false, false]);
  });

  it('changes tempo mid-way without a jump, a gap or a doubled click', () => {
    const { scheduler, clicks, clock, runUntil } = harness(11);
    const start = { ...piece, tempoFactor: 1, fromReferenceTime: 0, at: clock() + 0.15 };
    scheduler.start(start);
    let pivot = 0;
    runUntil(30, [
      {
        at: 10.013,
        run: () => {
          pivot = clock() + 0.1;
          scheduler.setTempoFactor(1.5);
        },
      },
    ]);
    // The reference second at the pivot, then 1.5x faster from there.
    const pivotReference = pivot - start.at;
    const expected = [
      ...expectedBeats(start, pivotReference),
      ...expectedBeats(
        { ...start, tempoFactor: 1.5, fromReferenceTime: pivotReference, at: pivot },
        pivotReference + (30 - pivot) * 1.5,
      ),
    ];
    const heard = clicks.filter((click) => click.when < 30);
    expectOnTime(
      heard,
      expected.filter((click) => click.when < 30),
    );
    const gaps = heard.slice(1).map((click, i) => click.when - heard[i]!.when);
    // Old spacing, then the new one; the beat across the pivot is partly both, never more or less.
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(beat / 1.5 - 2 * QUANTUM);
      expect(gap).toBeLessThanOrEqual(beat + 2 * QUANTUM);
    }
    expect(
      gaps.filter(
        (gap) => Math.abs(gap - beat) > 2 * QUANTUM && Math.abs(gap - beat / 1.5) > 2 * QUANTUM,
      ).length,
    ).toBeLessThanOrEqual(1);
  });

  it('follows the loop: every click lands on a beat of the looped position, downbeats accented', () => {
    const { scheduler, clicks, clock, runUntil } = harness(5);
    const bar = 4 * beat;
    const loop = { start: bar, end: 3 * bar };
    const at = clock() + 0.15;
    scheduler.start({ ...piece, tempoFactor: 1.25, fromReferenceTime: 0.5, at, loop });
    runUntil(20);
    const segment = { at, from: 0.5, rate: 1.25, loop };
    for (const click of clicks) {
      const position = playbackPosition(segment, click.when);
      const beats = position / beat;
      expect(Math.abs(beats - Math.round(beats))).toBeLessThan(1e-6);
      expect(click.accent).toBe(Math.round(beats) % 4 === 0);
    }
    // From 0.5 s to the loop end, then 8 beats a pass: none missing.
    const passes = ((20 - at) * 1.25 - (loop.end - 0.5)) / (loop.end - loop.start);
    expect(clicks.length).toBe(Math.floor((loop.end - 0.5) / beat) + 1 + Math.floor(passes * 8));
  });

  it('jumps into a new loop at the same moment as the stems', () => {
    const { scheduler, clicks, clock, runUntil } = harness(9);
    const at = clock() + 0.15;
    scheduler.start({ ...piece, tempoFactor: 1, fromReferenceTime: 0, at });
    let pivot = 0;
    runUntil(12, [
      {
        at: 5,
        run: () => {
          pivot = clock() + 0.1;
          scheduler.setLoop({ start: 0, end: 4 * beat });
        },
      },
    ]);
    const after = clicks.filter((click) => click.when >= pivot - 1e-9);
    expect(after[0]!.when).toBeCloseTo(pivot, 9);
    expect(after[0]!.accent).toBe(true);
    expect(after.map((click) => click.accent).slice(0, 9)).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});
