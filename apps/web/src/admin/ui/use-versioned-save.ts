// The one way an admin form saves a versioned record (decision 013): it sends the values at the
// version they were read at; a stale save (409) merges field by field (merge.ts): their record
// becomes the form's start, their changes come into the form, ours stay, and only a field both
// changed waits for a choice before Save sends the merge at their version (Reload drops ours); a
// saved record becomes the form's new starting point and the queries the save made stale are read
// again; any other failure (a 403 too) keeps the form, puts the server's field errors on their
// fields and shows its message. While the form holds unsaved changes, leaving asks first
// (use-leave-guard.ts).
//
// Invariant: the form's default values are always the values of the record at `version` (as opened,
// saved, reloaded or merged): the merge's base is the form's start (form-state.ts), ours what was
// sent, theirs `valuesOf(stale.current)`.
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { applyServerErrors } from '../../lib/form-errors';
import { refreshQueries } from '../../lib/query-client';
import { readConflict, unchosen, type Choice, type MergedConflict } from './conflict';
import type { FieldLabels } from './field-label';
import { formStart, isFormDirty } from './form-state';
import { mergeValues } from './merge';
import { useLeaveGuard } from './use-leave-guard';

export interface Versioned {
  version: number;
}

export interface VersionedSaveOptions<T extends Versioned, V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The record as read; undefined when the form creates one. */
  record: T | undefined;
  /** The call: an update at `version`, or a create when there is no record (`version` undefined). */
  send: (values: V, version: number | undefined) => Promise<T>;
  /** The form's values for a record: what Reload shows, and where the form restarts after a save. */
  valuesOf: (record: T) => V;
  /** The queries a save makes stale, read again once it is saved. */
  stale?: readonly QueryKey[];
  /** The query holding the record: it takes the saved (or reloaded) record at once. */
  recordKey?: (record: T) => QueryKey;
  /** The fields a server error may name; what no field takes is the form-level message. */
  fields: readonly Path<V>[] | ((values: V, error: unknown) => readonly Path<V>[]);
  /** The form-level message of a failed save, from the one left once the fields took theirs. */
  messageFor?: (error: unknown, message: string | null) => string | null;
  /** Shown when the form's own validation stops a save (otherwise only the fields say why). */
  invalidMessage?: string;
  /** Field names for the conflict alert where the one read from the field's path is not right. */
  labels?: FieldLabels;
  onSaved?: (saved: T) => void;
  /** Anything the form keeps beside its values, taken from their record on Reload or a merge. */
  onReload?: (current: T) => void;
}

export const CHOOSE_FIRST = 'Choose mine or theirs for each field you both changed before saving.';

export function useVersionedSave<T extends Versioned, V extends FieldValues>(
  options: VersionedSaveOptions<T, V>,
) {
  const { form } = options;
  const client = useQueryClient();
  // A ref, not state: a save started right after another (leaving a tab) must send the version the
  // first one got back, not the one this render saw.
  const version = useRef(options.record?.version);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<MergedConflict<T, V> | null>(null);
  const leave = useLeaveGuard(() => isFormDirty(form));

  /** The record is the one the next save answers to. */
  const follow = (record: T) => {
    version.current = record.version;
    if (options.recordKey) client.setQueryData(options.recordKey(record), record);
  };

  /** The record becomes the form's starting point (and the base of its next save). */
  const adopt = (record: T) => {
    follow(record);
    form.reset(options.valuesOf(record));
  };

  /** Their record becomes the form's start; the form holds it with our changes on it. */
  const merge = (stale: { message: string; current: T }, ours: V) => {
    const theirs = options.valuesOf(stale.current);
    const merged = mergeValues(formStart(form), ours, theirs);
    follow(stale.current);
    form.reset(theirs);
    form.reset(merged.values, { keepDefaultValues: true });
    options.onReload?.(stale.current);
    setConflict({ ...stale, merge: merged, choices: {} });
  };

  const send = async (values: V, atVersion: number | undefined): Promise<T | null> => {
    setSaveError(null);
    setConflict(null);
    let saved: T;
    try {
      saved = await options.send(values, atVersion);
    } catch (error) {
      const stale = readConflict<T>(error);
      if (stale) {
        merge(stale, values);
        return null;
      }
      const fields =
        typeof options.fields === 'function' ? options.fields(values, error) : options.fields;
      const message = applyServerErrors(error, form.setError, fields);
      setSaveError(options.messageFor ? options.messageFor(error, message) : message);
      return null;
    }
    adopt(saved);
    await refreshQueries(client, ...(options.stale ?? []));
    options.onSaved?.(saved);
    return saved;
  };

  const onInvalid = () => {
    if (options.invalidMessage) setSaveError(options.invalidMessage);
  };

  /** Validates and saves at `atVersion`; resolves with the saved record, or null when it was not. */
  const validateAndSend = (atVersion: number | undefined, event?: BaseSyntheticEvent) => {
    if (conflict && unchosen(conflict).length > 0) {
      event?.preventDefault();
      setSaveError(CHOOSE_FIRST);
      return Promise.resolve(null);
    }
    return new Promise<T | null>((resolve) => {
      const submit = form.handleSubmit(
        async (values) => resolve(await send(values, atVersion)),
        () => {
          onInvalid();
          resolve(null);
        },
      );
      void submit(event);
    });
  };

  const reload = () => {
    if (!conflict) return;
    adopt(conflict.current);
    options.onReload?.(conflict.current);
    setConflict(null);
    setSaveError(null);
  };

  /** A field both changed takes our value or theirs. */
  const choose = (path: string, choice: Choice) => {
    const change = conflict?.merge.conflicts.find((entry) => entry.path === path);
    if (!conflict || !change) return;
    const value = (choice === 'mine' ? change.ours : change.theirs) as PathValue<V, Path<V>>;
    form.setValue(path as Path<V>, value, { shouldDirty: true });
    setConflict({ ...conflict, choices: { ...conflict.choices, [path]: choice } });
    if (saveError === CHOOSE_FIRST) setSaveError(null);
  };

  const view = conflict && {
    message: conflict.message,
    merge: conflict.merge,
    choices: conflict.choices,
    labels: options.labels,
  };

  return {
    /** The form's submit handler. */
    onSubmit: (event?: BaseSyntheticEvent) => void validateAndSend(version.current, event),
    /** Saves from code (e.g. before leaving a tab): the saved record, or null (invalid, stale, refused). */
    saveForm: () => validateAndSend(version.current),
    saveError,
    conflict,
    reload,
    choose,
    /** What `SaveFooter` shows: the conflict and its choices, the form's message, Save, and the leave question. */
    footer: {
      saveError,
      isSubmitting: form.formState.isSubmitting,
      conflict: view,
      onReload: reload,
      onChoose: choose,
      leave,
    },
  };
}
