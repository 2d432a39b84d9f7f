import { afterEach, describe, expect, it, vi } from 'vitest';
import { StemPlayer, TakePlayback } from './stem-player';
import { FakeContext, FakeStretch, fakeAudio } from './testing/fake-audio';

function setup() {
  const ctx = new FakeContext();
  const stretch = new FakeStretch();
  const player = new StemPlayer(ctx.asContext, ctx.destination as unknown as AudioNode, stretch);
  player.load({ full: fakeAudio(10, 0.25), backing: fakeAudio(8, 0.5, 48000, 2) });
  // Gains: [master, full, backing, solo].
  const [master, full, backing, solo] = ctx.gains;
  return { ctx, stretch, player, master: master!, stems: [full!, backing!, solo!] };
}

const last = <T>(items: T[]) => items[items.length - 1]!;

afterEach(() => {
  vi.useRealTimers();
});

describe('StemPlayer', () => {
  it('loads the stems as equal-length mono channels, absent stems silent', () => {
    const { stretch, player } = setup();
    expect(player.duration).toBe(10);
    expect(stretch.buffers).toHaveLength(3);
    expect(stretch.buffers.map((channel) => channel.length)).toEqual([480000, 480000, 480000]);
    expect(stretch.buffers.map((channel) => channel[1000])).toEqual([0.25, 0.5, 0]);
    expect(stretch.buffers[1]![400000]).toBe(0);
  });

  it('starts the stretcher at the given moment and position, and tracks the position at the rate', () => {
    const { ctx, stretch, player } = setup();
    ctx.currentTime = 1;
    player.setRate(0.5);
    player.play({ from: 3, at: 1.2 });
    expect(last(stretch.changes)).toEqual({
      output: 1.2,
      active: true,
      input: 3,
      rate: 0.5,
      loopStart: 0,
      loopEnd: 0,
    });
    expect(player.isPlaying).toBe(true);
    expect(player.position(1.1)).toBe(3);
    expect(player.position(3.2)).toBe(4);
  });

  it('changes tempo without a jump, the change timed for the clicks to follow', () => {
    const { ctx, stretch, player } = setup();
    player.play({ from: 0, at: 0.2 });
    ctx.currentTime = 2.2;
    player.setRate(1.5);
    const change = last(stretch.changes);
    expect(change.output).toBeCloseTo(2.3, 9);
    expect(change.input).toBeCloseTo(2.1, 9);
    expect(change.rate).toBe(1.5);
    expect(player.position(2.299)).toBeCloseTo(2.099, 9);
    expect(player.position(2.3)).toBeCloseTo(2.1, 9);
    expect(player.position(3.3)).toBeCloseTo(3.6, 9);
  });

  it('applies a tempo change made before the start from the start itself', () => {
    const { ctx, stretch, player } = setup();
    player.play({ from: 2, at: 0.15 });
    ctx.currentTime = 0.05;
    player.setRate(0.75);
    expect(last(stretch.changes)).toMatchObject({ output: 0.15, input: 2, rate: 0.75 });
    expect(player.position(1.15)).toBeCloseTo(2.75, 9);
  });

  it('loops, wrapping the position, and jumps into a loop set elsewhere', () => {
    const { ctx, stretch, player } = setup();
    player.setLoop({ start: 2, end: 4 });
    player.play({ from: 2, at: 0 });
    expect(last(stretch.changes)).toMatchObject({ input: 2, loopStart: 2, loopEnd: 4 });
    expect(player.position(2.5)).toBeCloseTo(2.5, 9);
    expect(player.position(5)).toBeCloseTo(3, 9);
    ctx.currentTime = 5;
    player.setLoop({ start: 6, end: 8 });
    expect(last(stretch.changes)).toMatchObject({ input: 6, loopStart: 6, loopEnd: 8 });
    expect(player.position(5.05)).toBeCloseTo(3.05, 9);
    expect(player.position(5.6)).toBeCloseTo(6.5, 9);
    ctx.currentTime = 6;
    player.setLoop(null);
    expect(last(stretch.changes)).toMatchObject({ loopStart: 0, loopEnd: 0 });
    expect(player.position(7.1)).toBeCloseTo(8, 9);
  });

  it('pauses where it is and plays the chosen stem at the chosen volume', () => {
    const { ctx, stretch, player, master, stems } = setup();
    player.play({ from: 1, at: 0 });
    ctx.currentTime = 2;
    player.pause();
    expect(last(stretch.changes)).toEqual({ output: 2, active: false });
    expect(player.isPlaying).toBe(false);
    expect(player.position(5)).toBe(3);
    player.setAudio('backing');
    expect(stems.map((gain) => gain.gain.target)).toEqual([0, 1, 0]);
    player.setAudio('none');
    expect(stems.map((gain) => gain.gain.target)).toEqual([0, 0, 0]);
    player.setVolume(50);
    expect(master.gain.target).toBe(0.25);
    player.setVolume(0);
    expect(master.gain.target).toBe(0);
  });

  it('says once that it reached the end, but never while looping', () => {
    vi.useFakeTimers();
    const { ctx, player } = setup();
    const ended = vi.fn();
    player.onEnded = ended;
    player.setRate(1.25);
    player.play({ from: 5, at: 0.1 });
    ctx.currentTime = 4;
    vi.advanceTimersByTime(3900);
    expect(ended).not.toHaveBeenCalled();
    ctx.currentTime = 4.1;
    vi.advanceTimersByTime(200);
    expect(ended).toHaveBeenCalledOnce();
    expect(player.isPlaying).toBe(false);
    expect(player.position()).toBe(10);
    vi.advanceTimersByTime(10000);
    expect(ended).toHaveBeenCalledOnce();

    player.setLoop({ start: 8, end: 10 });
    player.play({ from: 8, at: ctx.currentTime });
    ctx.currentTime += 30;
    vi.advanceTimersByTime(30000);
    expect(ended).toHaveBeenCalledOnce();
  });
});

describe('TakePlayback', () => {
  it('plays the take from the moment given and reports reference seconds', () => {
    const ctx = new FakeContext();
    const playback = new TakePlayback(ctx.asContext, ctx.destination as unknown as AudioNode);
    const take = { samples: new Float32Array(44100 * 6).fill(0.1), sampleRate: 44100 };
    playback.play({ take, from: 0, at: 0.5, tempoFactor: 0.5, latencySeconds: 0.08 });
    const source = last(ctx.sources);
    expect(source.started).toEqual({ when: 0.5, offset: 0.08 });
    expect(source.buffer?.sampleRate).toBe(44100);
    expect(source.buffer?.getChannelData(0)[100]).toBeCloseTo(0.1, 6);
    expect(playback.position(0.4)).toBe(0);
    expect(playback.position(2.5)).toBe(1);
    expect(playback.position(60)).toBeCloseTo((6 - 0.08) * 0.5, 9);
    const ended = vi.fn();
    playback.onEnded = ended;
    source.onended?.();
    expect(ended).toHaveBeenCalledOnce();
    expect(playback.isPlaying).toBe(false);
  });

  it('does not report a stopped take as ended', () => {
    const ctx = new FakeContext();
    const playback = new TakePlayback(ctx.asContext, ctx.destination as unknown as AudioNode);
    const ended = vi.fn();
    playback.onEnded = ended;
    playback.play({
      take: { samples: new Float32Array(4800), sampleRate: 48000 },
      from: 0,
      at: 0,
      tempoFactor: 1,
    });
    const source = last(ctx.sources);
    playback.stop();
    expect(source.stopped).toBe(true);
    source.onended?.();
    expect(ended).not.toHaveBeenCalled();
  });
});
