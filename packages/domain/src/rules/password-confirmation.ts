// The confirmation field of every password form (sign-up, reset, change, the admin's create and password
// modal): required, and it must match. Zod skips an object's refinements once any field has failed, so a
// short and different pair would show only the length error; the match is checked whenever the form is an
// object, and an empty confirmation says it is missing rather than different.
import { z } from 'zod';
import { MESSAGES } from '../messages.js';

export const confirmPasswordField = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, MESSAGES.confirmPasswordRequired);

/** Refinement arguments: `passwordKey` and `confirmPassword` must be equal (reported on confirmPassword). */
export function confirmationMatches<K extends string>(
  passwordKey: K,
  message: string,
): [
  (form: { [key in K]: unknown } & { confirmPassword: unknown }) => boolean,
  { message: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean },
] {
  return [
    (form) => form.confirmPassword === '' || form[passwordKey] === form.confirmPassword,
    {
      message,
      path: ['confirmPassword'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  ];
}
