// Remembers the player's practice settings (decision 067): once the exercise has loaded (its first
// part's stems too: a part chosen while they load would race that load) and the stored document has
// been read, what fits the exercise is applied (practice-settings.ts); after
// that every change of part, tempo, loop, ramp or Wait for Me is saved, debounced, and at once when
// the player closes or the page is left (flush).
import { barCount } from '../audio/loop';
import type { ExerciseAudio } from './exercise-audio';
import type { BarLoop } from './player-state';
import type { PlayerStore } from './player-store';
import type { TempoRamp } from './tempo-ramp';
import {
  applicableSettings,
  sameSettings,
  settingsOf,
  type ApplicableSettings,
  type PracticeSettings,
} from './practice-settings';

/** Changes are saved this long after the last one (ms): a slider dragged saves once. */
export const SETTINGS_SAVE_DELAY_MS = 800;

/** Where the settings are kept (the server and the device: api/practice-settings.ts). */
export interface PracticeSettingsStore {
  load(): Promise<PracticeSettings | null>;
  save(settings: PracticeSettings): Promise<void>;
}

export interface SettingsKeeperHost {
  /** Bars of the exercise's timeline, once it is loaded. */
  bars(): number;
  /** Applies what was stored and fits (another part loads its stems). */
  apply(settings: ApplicableSettings): Promise<void>;
}

export class PracticeSettingsKeeper {
  private stored: PracticeSettings | null | undefined = undefined;
  private applied = false;
  private lastSaved: PracticeSettings | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly store: PlayerStore,
    private readonly settings: PracticeSettingsStore,
    private readonly host: SettingsKeeperHost,
  ) {}

  /** Reads the stored settings; applies them once the exercise's parts are known. */
  start(): void {
    this.unsubscribe = this.store.subscribe(() => this.changed());
    this.settings.load().then(
      (stored) => {
        this.stored = stored;
        this.changed();
      },
      () => {
        this.stored = null;
        this.changed();
      },
    );
  }

  private changed(): void {
    if (this.closed) return;
    const state = this.store.state;
    if (!this.applied) {
      if (this.stored === undefined || state.phase !== 'ready') return;
      this.applied = true;
      const stored = this.stored;
      if (!stored) {
        this.lastSaved = settingsOf(state);
        return;
      }
      const fit = applicableSettings(stored, { parts: state.parts, bars: this.host.bars() });
      // What was stored counts as saved, so applying it saves nothing (a dropped field saves once).
      this.lastSaved = stored;
      void this.host.apply(fit).finally(() => this.changed());
      return;
    }
    const next = settingsOf(state);
    if (this.lastSaved && sameSettings(next, this.lastSaved)) {
      this.clearTimer();
      return;
    }
    this.clearTimer();
    this.timer = setTimeout(() => this.flush(), SETTINGS_SAVE_DELAY_MS);
  }

  /** Saves a change not yet saved, now (the player closes, the page is left). */
  flush(): void {
    this.clearTimer();
    if (!this.applied) return;
    const next = settingsOf(this.store.state);
    if (this.lastSaved && sameSettings(next, this.lastSaved)) return;
    this.lastSaved = next;
    this.settings.save(next).catch(() => undefined);
  }

  /** Saves what is pending and stops listening. */
  close(): void {
    this.flush();
    this.closed = true;
    this.unsubscribe?.();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** What the settings are applied through: the player's own setters, as the learner would use them. */
export interface SettingsTarget {
  selectPart(name: string): Promise<void>;
  setTempo(percent: number): void;
  setLoop(loop: BarLoop | null): void;
  setRamp(ramp: TempoRamp | null): void;
  setWaitMode(on: boolean): void;
}

/** The keeper of a player: bars from its exercise, the settings applied through its setters. */
export function settingsKeeper(
  store: PlayerStore,
  settings: PracticeSettingsStore,
  audio: ExerciseAudio,
  target: SettingsTarget,
): PracticeSettingsKeeper {
  return new PracticeSettingsKeeper(store, settings, {
    bars: () => (audio.score ? barCount(audio.score.exercise, audio.duration) : 0),
    apply: async (fit) => {
      // The part first: its stems load while the rest is set.
      const loading = fit.partName !== null ? target.selectPart(fit.partName) : Promise.resolve();
      target.setTempo(fit.tempo);
      target.setLoop(fit.loop);
      // The remembered tempo stands: a ramp starts at its first tempo when the loop is played.
      store.set({ ramp: fit.ramp ? { ...fit.ramp } : null });
      target.setWaitMode(fit.waitMode);
      await loading;
    },
  });
}
