// The learner's last take and what became of it: scored by the engine against the part (take-analysis.ts)
// with the stored calibration, and its result saved through the session (the best stars kept), or the
// reason it is not saved.
import type { Result } from '@bandbook/domain';
import type { ExercisePart, ReferenceNote } from '@bandbook/soundcheck';
import type { ExerciseScore } from '../audio/exercise-media';
import { barSeconds } from '../audio/loop';
import type { Take } from '../audio/recorder';
import { analyseTakeResult, type TakeFeedback } from '../audio/take-analysis';
import { errorText } from './error-text';
import type { PlayerSession } from './player-session';
import type { PlayerStore } from './player-store';

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

  /** Saves a scored take's result, showing how that went. */
  async save(result: Result): Promise<void> {
    if (!this.session.canSaveResult) {
      this.store.set({ save: { status: 'not-saved', message: this.session.notSavedReason } });
      return;
    }
    this.store.set({ save: { status: 'saving', message: 'Saving your result…' } });
    try {
      const { stars } = await this.session.saveResult(result);
      this.store.set({
        bestStars: Math.max(this.store.state.bestStars, stars),
        save: {
          status: 'saved',
          message: `Result saved. Your best for this exercise: ${stars} ${stars === 1 ? 'star' : 'stars'}.`,
        },
      });
    } catch (error) {
      this.store.set({
        save: { status: 'error', message: errorText(error, 'Your result could not be saved.') },
      });
    }
  }

  /** A take kept from saving, and why. */
  notSaved(message: string): void {
    this.store.set({ save: { status: 'not-saved', message } });
  }

  /** Forgets the take and its feedback. */
  clear(): void {
    this.take = null;
    this.store.set({
      hasTake: false,
      feedback: null,
      feedbackView: 'none',
      playSource: 'original',
      save: { status: 'idle', message: null },
    });
  }
}
