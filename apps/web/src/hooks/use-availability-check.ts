// Username and email availability, checked when the field loses focus (spec section 5).
import { useCallback } from 'react';
import { MESSAGES, emailSchema, usernameSchema } from '@bandbook/domain';
import { checkAvailability, type AvailabilityField } from '../api/check-availability';

const formats = { username: usernameSchema, email: emailSchema };
const takenMessages = { username: MESSAGES.usernameTaken, email: MESSAGES.emailTaken };

interface AvailabilityOptions {
  /** On edit, the saved value: leaving it unchanged is not checked. */
  unchangedValue?: string | null;
  onTaken: (message: string) => void;
  onAvailable: () => void;
}

export function useAvailabilityCheck(
  field: AvailabilityField,
  { unchangedValue, onTaken, onAvailable }: AvailabilityOptions,
) {
  return useCallback(
    async (raw: string) => {
      const value = raw.trim();
      if (!value || value === unchangedValue) return;
      // Badly formed values get their message on submit; only a well-formed one is worth asking about.
      if (!formats[field].safeParse(value).success) return;
      try {
        const answer = await checkAvailability(field, value);
        if (answer.available) onAvailable();
        else onTaken(answer.message ?? takenMessages[field]);
      } catch {
        // The check is advisory: the server validates again on submit.
      }
    },
    [field, unchangedValue, onTaken, onAvailable],
  );
}
