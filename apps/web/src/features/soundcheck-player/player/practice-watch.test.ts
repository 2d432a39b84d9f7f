// What Practice's playback watches, on a playhead that moves with (fake) time: Wait for Me pauses at
// each onset and plays on only once the right pitch has held, a drum part is never held, and the Tempo
// Ramp adds its step at each wrap of the loop through the transport's tempo path, up to its target.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { midiToHz, type ReferenceNote } from '@bandbook/soundcheck';
import type { LoopRange } from '../audio/loop';
import { initialPlayerState, type PlayerState } from './player-state';
import { PlayerStore } from './player-store';
import { PracticeWatch } from './practice-watch';
import { WAIT_MATCH_FRAMES } from './wait-mode';

const note = (time: number, midi: number): ReferenceNote => ({
  time,
  duration: 0.4,
  midi,
  velocity: 0.8,
});
const NOTES = [note(1, 64), note(2, 67)];

const part = (nonPitched: boolean) =>
  ({ name: 'Part', non_pitched: nonPitched }) as PlayerState['parts'][number];

/** A playhead at the store's tempo from `from`, paused by holdAt, wrapping in the loop. */
class Playhead {
  private origin = 0;
  private startedAt = 0;
  held = false;
  holds: number[] = [];
  constructor(
    private readonly store: PlayerStore,
    private readonly loop: LoopRange | null,
  ) {}
  private now = () => Date.now() / 1000;
  start(from: number) {
    this.origin = from;
    this.startedAt = this.now();
    this.held = false;
  }
  position = () => {
    if (this.held) return this.origin;
    const p = this.origin + (this.now() - this.startedAt) * (this.store.state.tempo / 100);
    if (!this.loop || p < this.loop.end) return p;
    const length = this.loop.end - this.loop.start;
    return this.loop.start + ((p - this.loop.start) % length);
  };
  host = () => ({
    position: this.position,
    loopRange: () => this.loop,
    notes: () => NOTES,
    holdAt: (time: number) => {
      this.holds.push(time);
      this.origin = time;
      this.held = true;
    },
    resumeFrom: (time: number) => this.start(time),
    setTempo: (percent: number) => {
      // As the transport does: the position so far is kept, the rate changes.
      const at = this.position();
      this.store.set({ tempo: percent });
      this.start(at);
    },
  });
}

function setUp(patch: Partial<PlayerState>, loop: LoopRange | null = null) {
  const store = new PlayerStore({
    ...initialPlayerState,
    parts: [part(false)],
    partName: 'Part',
    transport: 'playing',
    ...patch,
  });
  const playhead = new Playhead(store, loop);
  const watch = new PracticeWatch(store, playhead.host());
  playhead.start(0);
  watch.start(0);
  return { store, playhead, watch };
}

const frames = (watch: PracticeWatch, hz: number | null, count: number) => {
  for (let i = 0; i < count; i++) watch.pushPitch(hz);
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('PracticeWatch: Wait for Me', () => {
  it('holds at the onset through a wrong note and plays on after the right one', async () => {
    const { store, playhead, watch } = setUp({ waitMode: true });
    await vi.advanceTimersByTimeAsync(990);
    expect(playhead.holds).toEqual([]);
    await vi.advanceTimersByTimeAsync(30);
    expect(playhead.holds).toEqual([1]);
    expect(store.state.wait).toMatchObject({ expected: 'E4', index: 0, count: 2 });
    // However long a wrong note sounds, the playhead stays.
    frames(watch, midiToHz(65), 100);
    await vi.advanceTimersByTimeAsync(2000);
    expect(playhead.position()).toBe(1);
    expect(store.state.wait).toMatchObject({ expected: 'E4', heard: 'F4' });
    frames(watch, midiToHz(64), WAIT_MATCH_FRAMES);
    expect(store.state.wait).toBeNull();
    expect(playhead.held).toBe(false);
    await vi.advanceTimersByTimeAsync(1020);
    expect(playhead.holds).toEqual([1, 2]);
    expect(store.state.wait?.expected).toBe('G4');
  });

  it('never holds a drum part, nor with Wait for Me off', async () => {
    for (const patch of [{ waitMode: true, parts: [part(true)] }, { waitMode: false }]) {
      const { playhead, watch } = setUp(patch);
      await vi.advanceTimersByTimeAsync(3000);
      expect(playhead.holds).toEqual([]);
      watch.stop();
    }
  });

  it('switched off while holding, plays on from the onset', async () => {
    const { store, playhead, watch } = setUp({ waitMode: true });
    await vi.advanceTimersByTimeAsync(1100);
    expect(playhead.held).toBe(true);
    store.set({ waitMode: false });
    watch.refresh();
    expect(playhead.held).toBe(false);
    expect(store.state.wait).toBeNull();
  });
});

describe('PracticeWatch: Tempo Ramp', () => {
  it('raises the tempo by its step at each pass of the loop, then stays at the target', async () => {
    // A one-second loop from 0.
    const { store } = setUp(
      { tempo: 60, loop: { startBar: 0, endBar: 1 }, ramp: { from: 60, to: 70, step: 5 } },
      { start: 0, end: 1 },
    );
    const tempos: number[] = [];
    store.subscribe(() => tempos.push(store.state.tempo));
    // First pass at 60 %: 1 / 0.6 s.
    await vi.advanceTimersByTimeAsync(1600);
    expect(store.state.tempo).toBe(60);
    await vi.advanceTimersByTimeAsync(120);
    expect(store.state.tempo).toBe(65);
    await vi.advanceTimersByTimeAsync(1600);
    expect(store.state.tempo).toBe(70);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.state.tempo).toBe(70);
    // One change per pass, never past the target.
    expect(tempos).toEqual([65, 70]);
  });

  it('does nothing without a loop', async () => {
    const { store } = setUp({ tempo: 60, ramp: { from: 60, to: 70, step: 5 } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.state.tempo).toBe(60);
  });
});
