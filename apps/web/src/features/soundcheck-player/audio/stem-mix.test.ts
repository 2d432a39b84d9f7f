import { describe, expect, it } from 'vitest';
import { mixToMono, stemChannels, stemGains, volumeGain } from './stem-mix';
import { FakeBuffer, fakeAudio } from './testing/fake-audio';

describe('stem mixing', () => {
  it('lets through only the chosen stem, or none', () => {
    expect(stemGains('full')).toEqual([1, 0, 0]);
    expect(stemGains('backing')).toEqual([0, 1, 0]);
    expect(stemGains('solo')).toEqual([0, 0, 1]);
    expect(stemGains('none')).toEqual([0, 0, 0]);
  });

  it('turns the volume down on a square law, silent at 0', () => {
    expect(volumeGain(100)).toBe(1);
    expect(volumeGain(50)).toBe(0.25);
    expect(volumeGain(0)).toBe(0);
    expect(volumeGain(150)).toBe(1);
    expect(volumeGain(-5)).toBe(0);
  });

  it('mixes a stereo stem to mono', () => {
    const stereo = new FakeBuffer(2, 4, 48000);
    stereo.channels[0]!.set([1, 0, 0.5, -1]);
    stereo.channels[1]!.set([0, 1, 0.5, 1]);
    expect([...mixToMono(stereo as unknown as AudioBuffer)]).toEqual([0.5, 0.5, 0.5, 0]);
  });

  it('brings stems of another sample rate to the context rate and pads them to the longest', () => {
    const channels = stemChannels(
      { full: fakeAudio(1, 0.5, 24000), solo: fakeAudio(0.5, 0.25, 48000) },
      48000,
    );
    expect(channels.map((channel) => channel.length)).toEqual([48000, 48000, 48000]);
    expect(channels[0]![30000]).toBeCloseTo(0.5, 6);
    expect(channels[1]![100]).toBe(0);
    expect(channels[2]![100]).toBe(0.25);
    expect(channels[2]![30000]).toBe(0);
  });
});
