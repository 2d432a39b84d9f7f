// What the player needs from the page that opened it: the exercise to load, whether results count,
// and how to save one. The launch page builds it from the launch token; tests build their own.
import type { Result, TakeInput } from '@bandbook/domain';

export interface SavedResult {
  /** Stars of this item after the save (the best result is kept). */
  stars: number;
  /** The take's row in the practice journal (decision 065), when the save answered one. */
  takeId?: string;
}

export interface PlayerSession {
  title: string;
  exerciseUrl: string;
  /** Owned books: results are saved. Trials and staff previews play and score without saving. */
  canSaveResult: boolean;
  /** Why a result is not saved, shown under the feedback (trial or preview). */
  notSavedReason: string | null;
  /** Stars of the best saved result so far (0 when none). */
  bestStars: number;
  /** Saves a result; `take` (part, duration, mode) goes into the take's row of the practice journal. */
  saveResult(result: Result, take?: TakeInput): Promise<SavedResult>;
  /**
   * Keeps a saved take's recording (a WAV file) in the practice journal. Absent where recordings
   * cannot be kept (previews, tests).
   */
  keepRecording?(takeId: string, wav: Uint8Array): Promise<void>;
  /**
   * Keeps a result that the network kept from saving on this device, to be sent when it is back
   * (result-queue.ts). Absent where results cannot wait (tests, embeddings without storage).
   */
  keepResult?(result: Result): Promise<KeptResult>;
}

export interface KeptResult {
  /** Settles when the kept result is saved (its stars) or refused for good (the server's error). */
  landed: Promise<SavedResult>;
}

export const TRIAL_NOT_SAVED = 'Stars are not collected during a trial.';
export const PREVIEW_NOT_SAVED = 'Preview: results are not saved.';
