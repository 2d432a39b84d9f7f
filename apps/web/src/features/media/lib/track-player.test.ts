import { describe, expect, it, vi } from 'vitest';
import { TrackPlayer } from './track-player';

/** A media element stand-in: play/pause toggle `paused` and fire the events a browser would. */
class FakeMedia extends EventTarget {
  src = '';
  paused = true;
  ended = false;
  currentTime = 0;
  duration = 60;
  volume = 1;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preservesPitch = false;
  load = vi.fn(() => {
    this.playbackRate = this.defaultPlaybackRate;
  });
  play = vi.fn(async () => {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  });
  pause = vi.fn(() => {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
}

function setup() {
  const media = new FakeMedia();
  const player = new TrackPlayer();
  const detach = player.attach(media as unknown as HTMLMediaElement);
  return { media, player, detach };
}

describe('TrackPlayer', () => {
  it('loads and starts a track', async () => {
    const { media, player } = setup();
    await player.load('/media/a.mp3');
    expect(media.src).toBe('/media/a.mp3');
    expect(player.getState()).toMatchObject({ src: '/media/a.mp3', isPlaying: true });
  });

  it('changes tempo through playbackRate with the pitch kept, also across tracks', async () => {
    const { media, player } = setup();
    await player.load('/media/a.mp3');
    player.setTempo(120);
    expect(media.playbackRate).toBe(1.2);
    expect(media.preservesPitch).toBe(true);
    await player.load('/media/b.mp3');
    expect(media.playbackRate).toBe(1.2);
    expect(player.getState().tempo).toBe(120);
  });

  it('sets the volume as a 0-1 gain', () => {
    const { media, player } = setup();
    player.setVolume(40);
    expect(media.volume).toBe(0.4);
    expect(player.getState().volume).toBe(40);
  });

  it('skips 15 seconds within the track and restarts', async () => {
    const { media, player } = setup();
    await player.load('/media/a.mp3');
    media.currentTime = 50;
    player.skip(15);
    expect(media.currentTime).toBe(60);
    player.skip(-15);
    expect(media.currentTime).toBe(45);
    player.restart();
    expect(media.currentTime).toBe(0);
  });

  it('switches source at the same moment, playing only if it was', async () => {
    const { media, player } = setup();
    await player.load('/media/full.mp3');
    media.currentTime = 42;
    await player.switchSource('/media/backing.mp3');
    expect(media.src).toBe('/media/backing.mp3');
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.currentTime).toBe(42);
    expect(player.getState()).toMatchObject({ src: '/media/backing.mp3', isPlaying: true });

    player.pause();
    media.currentTime = 12;
    media.play.mockClear();
    await player.switchSource('/media/full.mp3');
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.currentTime).toBe(12);
    expect(media.play).not.toHaveBeenCalled();
    expect(player.getState().isPlaying).toBe(false);
  });

  it('toggles between playing and paused, and tells subscribers', async () => {
    const { player } = setup();
    const listener = vi.fn();
    player.subscribe(listener);
    await player.load('/media/a.mp3');
    await player.toggle();
    expect(player.getState().isPlaying).toBe(false);
    await player.toggle();
    expect(player.getState().isPlaying).toBe(true);
    expect(listener).toHaveBeenCalled();
  });

  it('follows the time the element reports', async () => {
    const { media, player } = setup();
    await player.load('/media/a.mp3');
    media.currentTime = 12.5;
    media.dispatchEvent(new Event('timeupdate'));
    expect(player.getState().currentTime).toBe(12.5);
  });

  it('reports a track that fails to play', async () => {
    const { media, player } = setup();
    media.play.mockRejectedValueOnce(new DOMException('no', 'NotSupportedError'));
    await player.load('/media/broken.mp3');
    expect(player.getState().error).toBe('This track could not be played.');
  });

  it('stops and lets the element go when detached', async () => {
    const { media, player, detach } = setup();
    await player.load('/media/a.mp3');
    detach();
    expect(media.pause).toHaveBeenCalled();
    player.setVolume(10);
    expect(media.volume).not.toBe(0.1);
  });
});
