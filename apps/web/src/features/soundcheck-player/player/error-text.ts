// The message a failure shows the learner: the error's own (an API message, a MicrophoneError's), or a
// fallback that says what did not work.
import { getErrorMessage } from '../../../lib/api-error';

export function errorText(error: unknown, fallback: string): string {
  const message = getErrorMessage(error);
  return message || fallback;
}
