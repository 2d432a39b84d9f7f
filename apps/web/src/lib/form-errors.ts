// Server field errors (`errors.<field>.message`) go on the form's fields; anything else is the
// form-level message the caller shows.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getErrorMessage, isApiError } from './api-error';

/** Sets the field errors the form knows and returns the message left for the form itself. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!isApiError(error)) return getErrorMessage(error);
  let isShownOnField = false;
  for (const [field, detail] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: detail.message });
      isShownOnField = true;
    }
  }
  return isShownOnField ? null : error.message;
}
