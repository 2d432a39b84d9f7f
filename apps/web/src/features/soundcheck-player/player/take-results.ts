// The learner's last take and what became of it: scored by the engine against the part (take-analysis.ts)
// with the stored calibration, and its result saved through the session (the best stars kept), kept on
// this device until the network is back, or the reason it is not saved. Each saved take is a row of the
// practice journal (decision 065): the save sends its part, duration and mode and keeps the take's id,
// so the learner may keep its recording (a WAV of the take) there.
import type { Result, TakeInput } from '@bandbook/domain';
import { encodeWav, type ExercisePart, type ReferenceNote } from '@bandbook/soundcheck';
import type { ExerciseScore } from '../audio/exercise-media';
import { barSeconds } from '../audio/loop';
import type { Take } from '../audio/recorder';
import { analyseTakeResult, type TakeFeedback } from '../audio/take-analysis';
import { ApiError } from '../../../lib/api-error';
import { errorText } from './error-text';
import type { KeptResult, PlayerSession, SavedResult } from './player-session';
import type { PlayerStore } from './player-store';
import { sendFailureOf } from './result-queue';

export const OFFLINE_QUEUED =
  'You are offline: your result is kept on this device and will be saved when you are back online.';
export const SERVER_QUEUED =
  'The server could not save your result just now: it is kept on this device and will be sent again shortly.';

/** Status 0 is no answer at all (offline, or the server unreachable); anything else the server's. */
const queuedMessage = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? SERVER_QUEUED : OFFLINE_QUEUED;

/** What a take is scored against. */
export interface TakeReference {
  part: ExercisePart;
  notes: readonly ReferenceNote[];
  exercise: ExerciseScore['exercise'];
}

export class TakeResults {
  take: Take | null = null;
  /** The tempo factor the take was recorded at: it plays back at it. */
  tempoFactor = 1;
  private readonly store: PlayerStore;
  private readonly session: PlayerSession;
  /** The journal's id of the take shown, once saved. */
  private takeId: string | null = null;
  /** Counts saves: a kept result that lands later only speaks for the take still shown. */
  private attempt = 0;

  constructor(store: PlayerStore, session: PlayerSession) {
    this.store = store;
    this.session = session;
  }

  /** Scores a take recorded at `tempoFactor`. */
  score(take: Take, reference: TakeReference): TakeFeedback {
    const { calibrationMs } = this.store.state;
    return analyseTakeResult({
      reference: reference.notes,
      played: take.notes,
      takeDuration: take.duration,
      tempoFactor: this.tempoFactor,
      latencyMs: calibrationMs ?? 0,
      calibrated: calibrationMs !== null,
      nonPitched: reference.part.non_pitched,
      barSeconds: barSeconds(reference.exercise),
      countInBars: reference.exercise.countInBars,
    });
  }

  /**
   * Saves a scored take's result, showing how that went. One the network keeps from saving is kept on
   * this device and sent later (result-queue.ts); the panel says so, and says "saved" once it is.
   */
  async save(result: Result): Promise<void> {
    const attempt = ++this.attempt;
    if (!this.session.canSaveResult) {
      this.store.set({ save: { status: 'not-saved', message: this.session.notSavedReason } });
      return;
    }
    this.takeId = null;
    this.store.set({ save: { status: 'saving', message: 'Saving your result…' } });
    try {
      this.showSaved(await this.session.saveResult(result, this.takeFacts()), attempt);
    } catch (error) {
      const kept = sendFailureOf(error) === 'retry' ? await this.keep(result) : null;
      if (!kept) {
        this.showError(error, attempt);
        return;
      }
      this.store.set({ save: { status: 'queued', message: queuedMessage(error) } });
      kept.landed.then(
        (saved) => this.showSaved(saved, attempt),
        (refused: unknown) => this.showError(refused, attempt),
      );
    }
  }

  /** The take's facts for its journal row: the part played, how long, in which mode. */
  private takeFacts(): TakeInput {
    const { partName, mode } = this.store.state;
    const seconds = this.take ? Math.round(this.take.duration * 10) / 10 : 0;
    return { part: partName, durationSeconds: Math.min(3600, Math.max(0, seconds)), mode };
  }

  /**
   * Keeps the saved take's recording in the practice journal: the take as a 16-bit WAV file at the
   * microphone's rate. Throws when there is no saved take or the server refuses it.
   */
  async keepRecording(): Promise<void> {
    const { take, takeId } = this;
    if (!take || !takeId || !this.session.keepRecording) {
      throw new Error('There is no saved take to keep.');
    }
    await this.session.keepRecording(takeId, encodeWav(take.samples, take.sampleRate));
  }

  /** A take kept from saving, and why. */
  notSaved(message: string): void {
    this.attempt += 1;
    this.store.set({ save: { status: 'not-saved', message } });
  }

  private async keep(result: Result): Promise<KeptResult | null> {
    try {
      return (await this.session.keepResult?.(result)) ?? null;
    } catch {
      // No IndexedDB (a private window of some browsers): the save failed, as before the queue.
      return null;
    }
  }

  /**
   * The item's stars as the server counts them after the save, whenever a result lands (they can go
   * down: a first full-tempo best counts over a better slower one, decision 059); the message only
   * while its take is shown.
   */
  private showSaved({ stars, takeId }: SavedResult, attempt: number) {
    this.store.set({ bestStars: stars });
    if (attempt !== this.attempt) return;
    this.takeId = takeId ?? null;
    this.store.set({
      save: {
        status: 'saved',
        message: `Result saved. Your best for this exercise: ${stars} ${stars === 1 ? 'star' : 'stars'}.`,
        // The panel's Keep Recording, where the session keeps them and the save answered the take.
        ...(takeId && this.session.keepRecording
          ? { keepRecording: () => this.keepRecording() }
          : {}),
      },
    });
  }

  private showError(error: unknown, attempt: number) {
    if (attempt !== this.attempt) return;
    this.store.set({
      save: { status: 'error', message: errorText(error, 'Your result could not be saved.') },
    });
  }

  /** Forgets the take and its feedback. */
  clear(): void {
    this.take = null;
    this.takeId = null;
    this.attempt += 1;
    this.store.set({
      hasTake: false,
      feedback: null,
      feedbackView: 'none',
      playSource: 'original',
      save: { status: 'idle', message: null },
    });
  }
}
