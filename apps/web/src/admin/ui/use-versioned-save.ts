// The one way an admin form saves a versioned record (decision 013): it sends the values at the
// version they were read at; a stale save (409) keeps the form as typed and offers the record as it
// is now (Reload takes theirs into the form, Overwrite sends ours again at their version); a saved
// record becomes the form's new starting point and the queries the save made stale are read again;
// any other failure keeps the form, puts the server's field errors on their fields and shows its
// message.
//
// Invariant: the form's default values are always the values of the record at `version` (as opened,
// saved or reloaded). A field-level merge (issue 44) needs exactly three things, all at hand where the
// 409 is read below: the base (`form.formState.defaultValues`), ours (`values`) and theirs
// (`valuesOf(stale.current)`).
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { applyServerErrors } from '../../lib/form-errors';
import { refreshQueries } from '../../lib/query-client';
import { readConflict, type Conflict } from './conflict';

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
  onSaved?: (saved: T) => void;
  /** Anything the form keeps beside its values, taken from their record on Reload. */
  onReload?: (current: T) => void;
}

export function useVersionedSave<T extends Versioned, V extends FieldValues>(
  options: VersionedSaveOptions<T, V>,
) {
  const { form } = options;
  const client = useQueryClient();
  // A ref, not state: a save started right after another (leaving a tab) must send the version the
  // first one got back, not the one this render saw.
  const version = useRef(options.record?.version);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);

  /** The record becomes the form's starting point (and the base of its next save). */
  const adopt = (record: T) => {
    version.current = record.version;
    if (options.recordKey) client.setQueryData(options.recordKey(record), record);
    form.reset(options.valuesOf(record));
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
        setConflict(stale);
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
  const validateAndSend = (atVersion: number | undefined, event?: BaseSyntheticEvent) =>
    new Promise<T | null>((resolve) => {
      const submit = form.handleSubmit(
        async (values) => resolve(await send(values, atVersion)),
        () => {
          onInvalid();
          resolve(null);
        },
      );
      void submit(event);
    });

  const reload = () => {
    if (!conflict) return;
    adopt(conflict.current);
    options.onReload?.(conflict.current);
    setConflict(null);
  };

  const overwrite = () => {
    if (!conflict) return;
    version.current = conflict.current.version;
    void validateAndSend(conflict.current.version);
  };

  return {
    /** The form's submit handler. */
    onSubmit: (event?: BaseSyntheticEvent) => void validateAndSend(version.current, event),
    /** Saves from code (e.g. before leaving a tab): the saved record, or null (invalid, stale, refused). */
    saveForm: () => validateAndSend(version.current),
    saveError,
    conflict,
    reload,
    overwrite,
    /** What `SaveFooter` shows: the conflict choice, the form's message and Save. */
    footer: {
      saveError,
      isSubmitting: form.formState.isSubmitting,
      conflict,
      onReload: reload,
      onOverwrite: overwrite,
    },
  };
}
