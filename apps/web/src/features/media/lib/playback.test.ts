import { describe, expect, it } from 'vitest';
import {
  adjacentTrack,
  clampTempo,
  counterpartTrack,
  clampVolume,
  formatTime,
  seekTarget,
  skipTarget,
  stepTempo,
  tempoToRate,
  volumeToGain,
} from './playback';

describe('tempo', () => {
  it('stays on the 10 % grid between 50 and 150 %', () => {
    expect(clampTempo(100)).toBe(100);
    expect(clampTempo(104)).toBe(100);
    expect(clampTempo(105)).toBe(110);
    expect(clampTempo(20)).toBe(50);
    expect(clampTempo(300)).toBe(150);
    expect(clampTempo(Number.NaN)).toBe(100);
  });

  it('steps by 10 % and stops at the ends', () => {
    expect(stepTempo(100, 1)).toBe(110);
    expect(stepTempo(100, -1)).toBe(90);
    expect(stepTempo(150, 1)).toBe(150);
    expect(stepTempo(50, -1)).toBe(50);
  });

  it('maps a percentage to the playback rate', () => {
    expect(tempoToRate(50)).toBe(0.5);
    expect(tempoToRate(120)).toBe(1.2);
    expect(tempoToRate(999)).toBe(1.5);
  });
});

describe('volume', () => {
  it('is a whole number from 0 to 100, played as a 0-1 gain', () => {
    expect(clampVolume(-5)).toBe(0);
    expect(clampVolume(140)).toBe(100);
    expect(clampVolume(33.6)).toBe(34);
    expect(volumeToGain(25)).toBe(0.25);
  });
});

describe('seeking', () => {
  it('never goes before the start or past a known end', () => {
    expect(seekTarget(-3, 60)).toBe(0);
    expect(seekTarget(70, 60)).toBe(60);
    expect(seekTarget(70, Number.NaN)).toBe(70);
  });

  it('skips 15 seconds either way within the track', () => {
    expect(skipTarget(10, 15, 60)).toBe(25);
    expect(skipTarget(10, -15, 60)).toBe(0);
    expect(skipTarget(50, 15, 60)).toBe(60);
  });
});

describe('switching audio', () => {
  const entry = (playable: boolean) => ({ playable });
  const lists = [
    [entry(true), entry(true), entry(true)],
    [entry(true), entry(false), entry(true)],
  ];

  it('goes to the same track of the other list, either way', () => {
    expect(counterpartTrack(lists, { list: 0, track: 2 }, 1)).toEqual({ list: 1, track: 2 });
    expect(counterpartTrack(lists, { list: 0, track: 2 }, -1)).toEqual({ list: 1, track: 2 });
    expect(counterpartTrack(lists, { list: 1, track: 0 }, 1)).toEqual({ list: 0, track: 0 });
  });

  it('takes turns through three lists', () => {
    const three = [...lists, [entry(true), entry(true), entry(true)]];
    expect(counterpartTrack(three, { list: 2, track: 0 }, 1)).toEqual({ list: 0, track: 0 });
    expect(counterpartTrack(three, { list: 0, track: 0 }, -1)).toEqual({ list: 2, track: 0 });
    // The middle list's track 1 cannot be played: it is passed over.
    expect(counterpartTrack(three, { list: 0, track: 1 }, 1)).toEqual({ list: 2, track: 1 });
  });

  it('has nowhere to go without a playable counterpart', () => {
    expect(counterpartTrack(lists, { list: 0, track: 1 }, 1)).toBeNull();
    expect(counterpartTrack([lists[0]!], { list: 0, track: 0 }, 1)).toBeNull();
  });
});

describe('moving between tracks', () => {
  const playable = [true, false, true, false];

  it('skips tracks that cannot be played', () => {
    expect(adjacentTrack(playable, 0, 1)).toBe(2);
    expect(adjacentTrack(playable, 2, -1)).toBe(0);
  });

  it('has nowhere to go at the ends', () => {
    expect(adjacentTrack(playable, 2, 1)).toBeNull();
    expect(adjacentTrack(playable, 0, -1)).toBeNull();
  });

  it('finds the first playable track from before the start', () => {
    expect(adjacentTrack([false, true], -1, 1)).toBe(1);
  });
});

describe('formatTime', () => {
  it('shows minutes and seconds, and hours when needed', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.9)).toBe('1:15');
    expect(formatTime(3675)).toBe('1:01:15');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});
