// The one error the exercise loader throws for anything that stops an exercise from loading (HTTP,
// a bad exercise file, an unreadable MIDI file, audio the browser cannot decode), with a message the
// player can show as it is. A cancelled load rejects with the AbortSignal's reason instead.

export const EXERCISE_LOAD_MESSAGE = 'This exercise could not be loaded.';

export class ExerciseLoadError extends Error {
  override name = 'ExerciseLoadError';

  constructor(
    /** What went wrong, for the learner and the logs: "reference.mid could not be downloaded (HTTP 404)." */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${EXERCISE_LOAD_MESSAGE} ${detail}`, options);
  }
}
