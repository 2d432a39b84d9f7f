// A take's result through the session: saved with the best stars kept and said so, not saved (a trial or
// a preview) with the reason, a failed save with the server's message, or, when the network failed,
// kept on this device (queued) and said saved once it lands.
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '@bandbook/domain';
import { ApiError } from '../../../lib/api-error';
import type { PlayerSession } from './player-session';
import { initialPlayerState } from './player-state';
import { PlayerStore } from './player-store';
import { OFFLINE_QUEUED, SERVER_QUEUED, TakeResults } from './take-results';

const result: Result = {
  percent_played: 100,
  score: 96,
  pitch_score: 100,
  rhythm_score: 92,
  complete: true,
  pass: true,
  tempo: 100,
};

function setup(session: Partial<PlayerSession>) {
  const store = new PlayerStore({ ...initialPlayerState, bestStars: 4 });
  const saveResult = vi.fn(async () => ({ stars: 5 }));
  const takes = new TakeResults(store, {
    title: 'Scale',
    exerciseUrl: '/media/exercise.json',
    canSaveResult: true,
    notSavedReason: null,
    bestStars: 4,
    saveResult,
    ...session,
  });
  return { store, takes, saveResult };
}

describe('a take result', () => {
  it('is saved, and the best stars are what the server kept', async () => {
    const { store, takes, saveResult } = setup({});
    const saving = takes.save(result);
    expect(store.state.save).toEqual({ status: 'saving', message: 'Saving your result…' });
    await saving;
    expect(store.state.save).toEqual({
      status: 'saved',
      message: 'Result saved. Your best for this exercise: 5 stars.',
    });
    expect(store.state.bestStars).toBe(5);
    // With the take's facts for its row of the practice journal.
    expect(saveResult).toHaveBeenCalledWith(result, {
      part: null,
      durationSeconds: 0,
      mode: 'practice',
    });
  });

  it("shows the item's stars as the server counts them, lower too (a first full-tempo best)", async () => {
    const { store, takes } = setup({ saveResult: async () => ({ stars: 1 }) });
    await takes.save(result);
    expect(store.state.save.message).toBe('Result saved. Your best for this exercise: 1 star.');
    expect(store.state.bestStars).toBe(1);
  });

  it('is not saved in a trial, which says why', async () => {
    const saveResult = vi.fn(async () => ({ stars: 5 }));
    const { store, takes } = setup({
      canSaveResult: false,
      notSavedReason: 'Stars are not collected during a trial.',
      saveResult,
    });
    await takes.save(result);
    expect(store.state.save).toEqual({
      status: 'not-saved',
      message: 'Stars are not collected during a trial.',
    });
    expect(saveResult).not.toHaveBeenCalled();
  });

  it("shows the server's message when the save fails", async () => {
    const { store, takes } = setup({
      saveResult: async () => {
        throw new ApiError(403, 'Your subscription has ended.');
      },
    });
    await takes.save(result);
    expect(store.state.save).toEqual({ status: 'error', message: 'Your subscription has ended.' });
    expect(store.state.bestStars).toBe(4);
  });

  it('keeps a result the network failed to save, and says saved once it lands', async () => {
    let land: (saved: { stars: number }) => void = () => {};
    const keepResult = vi.fn(async () => ({
      landed: new Promise<{ stars: number }>((resolve) => (land = resolve)),
    }));
    const { store, takes } = setup({
      saveResult: async () => {
        throw new ApiError(0, 'Cannot reach the server.');
      },
      keepResult,
    });
    await takes.save(result);
    expect(keepResult).toHaveBeenCalledWith(result);
    expect(store.state.save).toEqual({ status: 'queued', message: OFFLINE_QUEUED });

    land({ stars: 5 });
    await vi.waitFor(() => expect(store.state.save.status).toBe('saved'));
    expect(store.state.save.message).toBe('Result saved. Your best for this exercise: 5 stars.');
    expect(store.state.bestStars).toBe(5);
  });

  it('says the server failed when a 5xx kept it from saving', async () => {
    const { store, takes } = setup({
      saveResult: async () => {
        throw new ApiError(503, 'Service unavailable');
      },
      keepResult: async () => ({ landed: new Promise(() => {}) }),
    });
    await takes.save(result);
    expect(store.state.save).toEqual({ status: 'queued', message: SERVER_QUEUED });
  });

  it('shows why when a kept result is refused later', async () => {
    const { store, takes } = setup({
      saveResult: async () => {
        throw new ApiError(0, 'Cannot reach the server.');
      },
      keepResult: async () => ({
        landed: Promise.reject(new ApiError(403, 'Your trial of this book has ended.')),
      }),
    });
    await takes.save(result);
    await vi.waitFor(() => expect(store.state.save.status).toBe('error'));
    expect(store.state.save.message).toBe('Your trial of this book has ended.');
  });

  it('does not keep a result the server refused', async () => {
    const keepResult = vi.fn(async () => ({ landed: new Promise<{ stars: number }>(() => {}) }));
    const { store, takes } = setup({
      saveResult: async () => {
        throw new ApiError(404, 'This SoundCheck item is not part of this book.');
      },
      keepResult,
    });
    await takes.save(result);
    expect(keepResult).not.toHaveBeenCalled();
    expect(store.state.save.status).toBe('error');
  });

  it('shows the failure when the result cannot be kept either (no IndexedDB)', async () => {
    const { store, takes } = setup({
      saveResult: async () => {
        throw new ApiError(0, 'Cannot reach the server.');
      },
      keepResult: async () => {
        throw new Error('IndexedDB is not available');
      },
    });
    await takes.save(result);
    expect(store.state.save).toEqual({ status: 'error', message: 'Cannot reach the server.' });
  });

  it("counts a kept result's stars after its take is cleared, without speaking for the next", async () => {
    let land: (saved: { stars: number }) => void = () => {};
    const { store, takes } = setup({
      saveResult: async () => {
        throw new ApiError(0, 'Cannot reach the server.');
      },
      keepResult: async () => ({
        landed: new Promise<{ stars: number }>((resolve) => (land = resolve)),
      }),
    });
    await takes.save(result);
    takes.clear();
    land({ stars: 5 });
    await vi.waitFor(() => expect(store.state.bestStars).toBe(5));
    expect(store.state.save).toEqual({ status: 'idle', message: null });
  });
});

describe("a saved take's recording", () => {
  const take = {
    samples: Float32Array.from({ length: 480 }, (_, i) => Math.sin(i / 10) / 2),
    sampleRate: 48_000,
    duration: 12.34,
    notes: [],
    startTime: 0,
    deviceId: 'default',
  };

  it('is kept as a WAV file on the take the save answered', async () => {
    const keepRecording = vi.fn(async (_takeId: string, _wav: Uint8Array) => undefined);
    const saveResult = vi.fn(async () => ({ stars: 3, takeId: 'take-1' }));
    const { store, takes } = setup({ saveResult, keepRecording });
    store.set({ partName: 'Bass', mode: 'perform' });
    takes.take = take;
    await takes.save(result);
    expect(saveResult).toHaveBeenCalledWith(result, {
      part: 'Bass',
      durationSeconds: 12.3,
      mode: 'perform',
    });
    expect(store.state.save).toMatchObject({ status: 'saved' });
    await store.state.save.keepRecording!();
    const [takeId, wav] = keepRecording.mock.calls[0]!;
    expect(takeId).toBe('take-1');
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.subarray(8, 12))).toBe('WAVE');
    // 16-bit mono: two bytes a sample after the 44-byte header.
    expect(wav.length).toBe(44 + take.samples.length * 2);
  });

  it('cannot be kept before the take is saved, nor after it is cleared', async () => {
    const keepRecording = vi.fn(async () => undefined);
    const { takes } = setup({
      saveResult: async () => ({ stars: 3, takeId: 'take-1' }),
      keepRecording,
    });
    takes.take = take;
    await expect(takes.keepRecording()).rejects.toThrow();
    await takes.save(result);
    takes.clear();
    await expect(takes.keepRecording()).rejects.toThrow();
    expect(keepRecording).not.toHaveBeenCalled();
  });

  it('is not offered where the session keeps none, nor for a save that answered no take', async () => {
    const none = setup({ saveResult: async () => ({ stars: 3, takeId: 'take-1' }) });
    await none.takes.save(result);
    expect(none.store.state.save.keepRecording).toBeUndefined();
    const noTake = setup({ saveResult: async () => ({ stars: 3 }), keepRecording: async () => {} });
    await noTake.takes.save(result);
    expect(noTake.store.state.save.keepRecording).toBeUndefined();
  });
});
