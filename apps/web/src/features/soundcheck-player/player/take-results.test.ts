// A take's result through the session: saved with the best stars kept and said so, not saved (a trial or
// a preview) with the reason, or a failed save with the server's message.
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '@bandbook/domain';
import { ApiError } from '../../../lib/api-error';
import type { PlayerSession } from './player-session';
import { initialPlayerState } from './player-state';
import { PlayerStore } from './player-store';
import { TakeResults } from './take-results';

const result: Result = {
  percent_played: 100,
  score: 96,
  pitch_score: 100,
  rhythm_score: 92,
  complete: true,
  pass: true,
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
    expect(saveResult).toHaveBeenCalledWith(result);
  });

  it('never lowers the best stars shown', async () => {
    const { store, takes } = setup({ saveResult: async () => ({ stars: 1 }) });
    await takes.save(result);
    expect(store.state.save.message).toBe('Result saved. Your best for this exercise: 1 star.');
    expect(store.state.bestStars).toBe(4);
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
});
