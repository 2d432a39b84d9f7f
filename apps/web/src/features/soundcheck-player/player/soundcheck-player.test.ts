// The player's Practice side as React drives it, on a fake audio context (no sound; the stretcher records
// what it is told: its WASM worklet runs only in a browser), the exercise served through fetch: loading,
// play, pause, loops, Restart, seeking, tempo, the stems' end, another part, dispose, the Tempo Ramp,
// the remembered settings and the chosen microphone's calibration. Takes: e2e/tests.
// Long because: every case shares this one served exercise and fake context (the setup is a third).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMidi } from '@bandbook/soundcheck';
import type { StretchChange } from '../audio/stretch-node';
import { FakeContext, FakeStretch, fakeAudio } from '../audio/testing/fake-audio';
import { deviceKey, saveCalibration } from '../audio/latency-store';
import { saveMicrophoneChoice } from '../audio/microphone-choice';
import type { PlayerSession } from './player-session';
import type { PracticeSettings } from './practice-settings';
import { SETTINGS_SAVE_DELAY_MS, type PracticeSettingsStore } from './practice-settings-keeper';
import { SoundCheckPlayer } from './soundcheck-player';

const stretches = vi.hoisted((): { changes: StretchChange[] }[] => []);

vi.mock('../audio/stretch-node', () => ({
  createStretchNode: async () => {
    const stretch = new FakeStretch();
    stretches.push(stretch);
    return stretch;
  },
}));

const FOLDER = '/media/uploads/soundcheck/m1/';

const part = (name: string, track: number, audio: Record<string, string>) => ({
  name,
  instrument: name.toLowerCase(),
  can_record: true,
  default_bpm: 120,
  has_backing: true,
  has_full: true,
  multiple: false,
  non_pitched: false,
  track,
  audio,
});

// 120 BPM in 4/4: a bar lasts 2 s.
const exercise = {
  version: 1,
  title: 'Two parts',
  tempo: 120,
  timeSignature: [4, 4],
  countInBars: 1,
  midi: 'reference.mid',
  parts: [
    part('Guitar', 0, { full: 'full.mp3', backing: 'guitar-backing.mp3' }),
    part('Bass', 1, { full: 'full.mp3', backing: 'bass-backing.mp3' }),
  ],
};

const note = (time: number, midi: number) => ({ time, duration: 0.5, midi, velocity: 0.8 });

/** Files by name; "audio" decodes to a second per 1000 bytes. */
const files: Record<string, Uint8Array> = {
  'exercise.json': new TextEncoder().encode(JSON.stringify(exercise)),
  'reference.mid': writeMidi(
    [
      { name: 'Guitar', notes: [note(2, 64), note(2.5, 67)] },
      { name: 'Bass', notes: [note(2, 40), note(3.5, 43)] },
    ],
    120,
  ),
  'full.mp3': new Uint8Array(10_000),
  'guitar-backing.mp3': new Uint8Array(10_000),
  'bass-backing.mp3': new Uint8Array(10_000),
};

class PlayerContext extends FakeContext {
  state: AudioContextState = 'running';
  closed = false;
  addEventListener() {}
  async resume() {}
  async close() {
    this.closed = true;
  }
  async decodeAudioData(bytes: ArrayBuffer) {
    return fakeAudio(bytes.byteLength / 1000, 0.5, this.sampleRate);
  }
}

let requests: string[] = [];

beforeEach(() => {
  requests = [];
  stretches.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const name = String(input).slice(FOLDER.length);
    requests.push(name);
    const bytes = files[name];
    if (!bytes) return new Response('missing', { status: 404 });
    return new Response(new Uint8Array(bytes), {
      headers: { 'content-length': String(bytes.length) },
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const session: PlayerSession = {
  title: 'Two parts',
  exerciseUrl: `${FOLDER}exercise.json`,
  canSaveResult: true,
  notSavedReason: null,
  bestStars: 2,
  saveResult: async () => ({ stars: 3 }),
};

async function loadedPlayer(settings?: PracticeSettingsStore) {
  const ctx = new PlayerContext();
  const player = new SoundCheckPlayer(session, {
    createContext: () => ctx as unknown as AudioContext,
    inputWorkletUrl: '/input-worklet.js',
    settings,
  });
  await player.load();
  return { ctx, player, stretch: stretches[0]! };
}

/** Moves the audio clock `seconds` past the moment playback was scheduled (0.15 s ahead). */
const heardFor = (ctx: PlayerContext, seconds: number) => {
  ctx.currentTime += 0.15 + seconds;
};

describe('SoundCheckPlayer in Practice', () => {
  it("loads the exercise with its first recordable part's stems and is ready", async () => {
    const { player } = await loadedPlayer();
    const state = player.getState();
    expect(state).toMatchObject({ phase: 'ready', partName: 'Guitar', loadProgress: 1 });
    expect(state.bestStars).toBe(2);
    expect(state.parts.map((p) => p.name)).toEqual(['Guitar', 'Bass']);
    expect(player.duration).toBe(10);
    expect(player.notes.map((n) => n.midi)).toEqual([64, 67]);
    expect(requests).toEqual(['exercise.json', 'reference.mid', 'full.mp3', 'guitar-backing.mp3']);
  });

  it('plays from the playhead, pauses where it was heard, and plays on from there', async () => {
    const { ctx, player } = await loadedPlayer();
    await player.togglePlay();
    expect(player.getState().transport).toBe('playing');
    heardFor(ctx, 2);
    expect(player.position()).toBeCloseTo(2, 9);
    await player.togglePlay();
    expect(player.getState().transport).toBe('stopped');
    ctx.currentTime += 5;
    expect(player.position()).toBeCloseTo(2, 9);
    await player.play();
    heardFor(ctx, 1);
    expect(player.position()).toBeCloseTo(3, 9);
  });

  it('a loop takes the playhead into it, and Restart goes back to its start', async () => {
    const { ctx, player, stretch } = await loadedPlayer();
    player.setLoop({ startBar: 2, endBar: 4 });
    expect(player.position()).toBe(4);
    await player.play();
    expect(stretch.changes.at(-1)).toMatchObject({ input: 4, loopStart: 4, loopEnd: 8 });
    heardFor(ctx, 1);
    await player.restart();
    expect(player.getState().transport).toBe('playing');
    heardFor(ctx, 0.5);
    expect(player.position()).toBeCloseTo(4.5, 9);
  });

  it('a seek while playing plays on from the new place; stopped, it only moves the playhead', async () => {
    const { ctx, player } = await loadedPlayer();
    await player.seek(20);
    expect(player.position()).toBe(10);
    await player.seek(7);
    expect(player.position()).toBe(7);
    expect(player.getState().transport).toBe('stopped');
    await player.play();
    heardFor(ctx, 1);
    expect(player.position()).toBeCloseTo(8, 9);
    await player.seek(2);
    heardFor(ctx, 0.5);
    expect(player.position()).toBeCloseTo(2.5, 9);
  });

  it('plays at the chosen tempo, within 50-150 %', async () => {
    const { player, stretch } = await loadedPlayer();
    player.setTempo(40);
    expect(player.getState().tempo).toBe(50);
    await player.play();
    expect(stretch.changes.at(-1)).toMatchObject({ active: true, rate: 0.5 });
    player.setTempo(151);
    expect(player.getState().tempo).toBe(150);
    expect(stretch.changes.at(-1)).toMatchObject({ rate: 1.5 });
  });

  it('at the end of the stems it stops and goes back to the start', async () => {
    const { ctx, player } = await loadedPlayer();
    vi.useFakeTimers();
    await player.seek(9);
    await player.play();
    heardFor(ctx, 2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(player.getState().transport).toBe('stopped');
    expect(player.position()).toBe(0);
  });

  it("another part loads that part's stems and ends the loop", async () => {
    const { player } = await loadedPlayer();
    player.setLoop({ startBar: 1, endBar: 2 });
    await player.selectPart('Bass');
    expect(player.getState()).toMatchObject({ phase: 'ready', partName: 'Bass', loop: null });
    expect(player.notes.map((n) => n.midi)).toEqual([40, 43]);
    expect(requests.at(-1)).toBe('bass-backing.mp3');
  });

  it('once disposed it closes the audio and tells no one of changes', async () => {
    const { ctx, player } = await loadedPlayer();
    const listener = vi.fn();
    player.subscribe(listener);
    player.setVolume(40);
    expect(listener).toHaveBeenCalledTimes(1);
    player.dispose();
    player.setVolume(10);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(player.getState().volume).toBe(40);
    expect(player.isDisposed).toBe(true);
    expect(ctx.closed).toBe(true);
  });
});

/** Settings kept in memory, as the server and the device keep them. */
class MemorySettings implements PracticeSettingsStore {
  saved: PracticeSettings[] = [];
  constructor(private doc: PracticeSettings | null) {}
  async load() {
    return this.doc;
  }
  async save(settings: PracticeSettings) {
    this.doc = settings;
    this.saved.push(settings);
  }
}

describe('SoundCheckPlayer: Tempo Ramp, remembered settings, the chosen microphone', () => {
  it('a ramp starts the loop at its first tempo and each pass plays one step faster', async () => {
    const { ctx, player, stretch } = await loadedPlayer();
    vi.useFakeTimers();
    // Bars 1-2 of 2 s each: a loop from 2 s to 4 s.
    player.setLoop({ startBar: 1, endBar: 2 });
    player.setRamp({ from: 60, to: 70, step: 5 });
    expect(player.getState().tempo).toBe(60);
    await player.play();
    expect(stretch.changes.at(-1)).toMatchObject({ rate: 0.6 });
    heardFor(ctx, 1);
    await vi.advanceTimersByTimeAsync(60);
    expect(player.getState().tempo).toBe(60);
    // Past the loop's end (2 s of the reference at 0.6 take 3.33 s): the second pass.
    ctx.currentTime += 2.5;
    await vi.advanceTimersByTimeAsync(60);
    expect(player.getState().tempo).toBe(65);
    expect(stretch.changes.at(-1)).toMatchObject({ rate: 0.65 });
    // Restart begins the ramp again.
    await player.restart();
    expect(player.getState().tempo).toBe(60);
    player.pause();
  });

  it('applies the remembered part, tempo, loop and ramp, and saves a change', async () => {
    const settings = new MemorySettings({
      part: 'Bass',
      tempo: 80,
      loop: { startBar: 1, endBar: 3 },
      ramp: { from: 60, to: 100, step: 5 },
      waitMode: true,
    });
    const { player } = await loadedPlayer(settings);
    await vi.waitFor(() =>
      expect(player.getState()).toMatchObject({ phase: 'ready', partName: 'Bass' }),
    );
    expect(player.getState()).toMatchObject({
      tempo: 80,
      loop: { startBar: 1, endBar: 3 },
      ramp: { from: 60, to: 100, step: 5 },
      waitMode: true,
    });
    expect(requests.at(-1)).toBe('bass-backing.mp3');
    expect(settings.saved).toEqual([]);
    vi.useFakeTimers();
    player.setTempo(90);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS);
    expect(settings.saved.map((doc) => doc.tempo)).toEqual([90]);
    // What is pending when the player closes is saved then.
    player.setWaitMode(false);
    player.dispose();
    expect(settings.saved.at(-1)).toMatchObject({ tempo: 90, waitMode: false });
  });

  it("shows the chosen microphone's own calibration from the start", async () => {
    saveMicrophoneChoice('usb');
    saveCalibration(deviceKey('usb', 'default'), { latencyMs: 140, measuredAt: 'x' });
    saveCalibration(deviceKey('default', 'default'), { latencyMs: 90, measuredAt: 'y' });
    const { player } = await loadedPlayer();
    expect(player.getState().calibrationMs).toBe(140);
    saveMicrophoneChoice('headset');
    const { player: other } = await loadedPlayer();
    expect(other.getState().calibrationMs).toBeNull();
  });
});
