// What a form holds right now, read when it is needed (a navigation, a stale save) rather than from
// the last render: a save followed at once by a navigation (leaving a package tab) must see the
// saved values as the form's start before React has drawn them.
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Equal by value: deep values (lists, nested objects) compare as their JSON. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form's start (its default values): the record as read, saved or reloaded. Every admin form
 * gives each field a default (the record's values), so the start is a whole set of values.
 */
export const formStart = <V extends FieldValues>(form: UseFormReturn<V>) =>
  // react-hook-form's formState.defaultValues is the last render's copy; the control's is current.
  form.control._defaultValues as unknown as V;

/** Whether the form holds anything its start does not. */
export const isFormDirty = <V extends FieldValues>(form: UseFormReturn<V>) =>
  !sameValue(form.getValues(), formStart(form));
