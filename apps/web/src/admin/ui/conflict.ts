// Reads a 409 answer of an admin update: the message (who changed the record) and the current record;
// and what a stale save shows once merged (merge.ts): who changed what, and the choices made.
import { isApiError } from '../../lib/api-error';
import type { FieldLabels } from './field-label';
import type { MergeResult } from './merge';

export interface Conflict<T> {
  message: string;
  current: T;
}

export type Choice = 'mine' | 'theirs';

/** A stale save after the merge: their record is the form's start, the form holds the merge. */
export interface MergedConflict<T, V = unknown> extends Conflict<T> {
  merge: MergeResult<V>;
  /** For each field both changed, the value chosen so far. */
  choices: Readonly<Record<string, Choice>>;
}

/** What the conflict alert draws. */
export interface ConflictView {
  message: string;
  merge: MergeResult<unknown>;
  choices: Readonly<Record<string, Choice>>;
  labels?: FieldLabels;
}

export function readConflict<T>(error: unknown): Conflict<T> | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { current?: T } | undefined;
  return body?.current === undefined ? null : { message: error.message, current: body.current };
}

/** The fields both sides changed that still wait for a choice. */
export const unchosen = (conflict: Pick<ConflictView, 'merge' | 'choices'>) =>
  conflict.merge.conflicts.filter((change) => !conflict.choices[change.path]);
