// The remembered practice settings: what fits an exercise is applied (a part it lost and a loop past
// its end are dropped), and the keeper applies the stored document once the parts are known, then
// saves each change once, debounced, and what is pending when the player closes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExercisePart } from '@bandbook/soundcheck';
import { initialPlayerState } from './player-state';
import { PlayerStore } from './player-store';
import {
  applicableSettings,
  parseSettings,
  settingsOf,
  type PracticeSettings,
} from './practice-settings';
import {
  PracticeSettingsKeeper,
  SETTINGS_SAVE_DELAY_MS,
  type PracticeSettingsStore,
} from './practice-settings-keeper';

const stored: PracticeSettings = {
  part: 'Bass',
  tempo: 80,
  loop: { startBar: 1, endBar: 3 },
  ramp: { from: 60, to: 100, step: 5 },
  waitMode: true,
};
const parts = [{ name: 'Guitar' }, { name: 'Bass' }] as ExercisePart[];

describe('applicableSettings', () => {
  it('applies everything that fits', () => {
    expect(applicableSettings(stored, { parts, bars: 8 })).toEqual({
      partName: 'Bass',
      tempo: 80,
      loop: { startBar: 1, endBar: 3 },
      ramp: { from: 60, to: 100, step: 5 },
      waitMode: true,
    });
  });

  it('drops a part the exercise no longer has and a loop past its end', () => {
    const fit = applicableSettings(
      { ...stored, part: 'Drums', loop: { startBar: 6, endBar: 9 } },
      { parts, bars: 8 },
    );
    expect(fit.partName).toBeNull();
    expect(fit.loop).toBeNull();
    expect(fit.tempo).toBe(80);
    expect(
      applicableSettings({ ...stored, loop: { startBar: 6, endBar: 8 } }, { parts, bars: 8 }).loop,
    ).toEqual({
      startBar: 6,
      endBar: 8,
    });
  });

  it('reads back only a valid document, and writes the state as one', () => {
    expect(parseSettings(stored)).toEqual(stored);
    expect(parseSettings({ ...stored, tempo: 200 })).toBeNull();
    expect(parseSettings({ ...stored, ramp: { from: 60, to: 100, step: 0 } })).toBeNull();
    expect(parseSettings('nonsense')).toBeNull();
    expect(
      settingsOf({
        ...initialPlayerState,
        partName: 'Guitar',
        tempo: 90,
        loop: { startBar: 2, endBar: 4 },
      }),
    ).toEqual({
      part: 'Guitar',
      tempo: 90,
      loop: { startBar: 2, endBar: 4 },
      ramp: null,
      waitMode: false,
    });
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

describe('PracticeSettingsKeeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function keeperOver(doc: PracticeSettings | null) {
    const store = new PlayerStore({ ...initialPlayerState, partName: 'Guitar' });
    const settings = new MemorySettings(doc);
    const applied: unknown[] = [];
    const keeper = new PracticeSettingsKeeper(store, settings, {
      bars: () => 8,
      apply: async (fit) => {
        applied.push(fit);
        store.set({
          partName: fit.partName ?? store.state.partName,
          tempo: fit.tempo,
          loop: fit.loop,
          ramp: fit.ramp,
          waitMode: fit.waitMode,
        });
      },
    });
    return { store, settings, applied, keeper };
  }

  it('applies the stored settings once the exercise has loaded, saving nothing for it', async () => {
    const { store, settings, applied, keeper } = keeperOver(stored);
    keeper.start();
    await vi.runAllTimersAsync();
    expect(applied).toEqual([]);
    store.set({ parts, phase: 'partial' });
    await vi.runAllTimersAsync();
    expect(applied).toEqual([]);
    store.set({ phase: 'ready' });
    await vi.runAllTimersAsync();
    expect(applied).toHaveLength(1);
    expect(store.state).toMatchObject({ partName: 'Bass', tempo: 80, waitMode: true });
    expect(settings.saved).toEqual([]);
  });

  it('saves a change once after the debounce, and what is pending on close', async () => {
    const { store, settings, keeper } = keeperOver(null);
    store.set({ parts, phase: 'ready' });
    keeper.start();
    await vi.runAllTimersAsync();
    store.set({ tempo: 85 });
    store.set({ tempo: 90 });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS - 1);
    expect(settings.saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settings.saved.map((doc) => doc.tempo)).toEqual([90]);
    // A change back to what was saved saves nothing.
    store.set({ tempo: 95 });
    store.set({ tempo: 90 });
    await vi.runAllTimersAsync();
    expect(settings.saved).toHaveLength(1);
    store.set({ loop: { startBar: 1, endBar: 2 } });
    keeper.close();
    expect(settings.saved.at(-1)?.loop).toEqual({ startBar: 1, endBar: 2 });
    store.set({ tempo: 60 });
    await vi.runAllTimersAsync();
    expect(settings.saved).toHaveLength(2);
  });

  it('saves once what it had to drop', async () => {
    const { store, settings, keeper } = keeperOver({
      ...stored,
      loop: { startBar: 7, endBar: 12 },
    });
    store.set({ parts, phase: 'ready' });
    keeper.start();
    await vi.runAllTimersAsync();
    expect(store.state.loop).toBeNull();
    expect(settings.saved).toHaveLength(1);
    expect(settings.saved[0]).toMatchObject({ part: 'Bass', loop: null });
  });
});
