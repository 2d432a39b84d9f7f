// Saving an admin form at the version it read (decision 013): a stale save keeps the form and offers
// the record as it is now, to reload (take theirs) or to overwrite (send ours at their version).
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readConflict, type Conflict } from './conflict';

interface VersionedSaveOptions<T extends { version: number }, V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The version the form was opened at; undefined when it creates a record. */
  version: number | undefined;
  save: (values: V, version: number | undefined) => Promise<T>;
  onSaved: (saved: T) => void;
  /** Sets the field errors it knows and returns the form-level message, or null. */
  messageFor: (error: unknown, values: V) => string | null;
  /** The form's values for a record, used on Reload. */
  valuesOf: (current: T) => V;
  /** Anything else the form keeps about the record, refreshed on Reload. */
  onReload?: (current: T) => void;
}

export function useVersionedSave<T extends { version: number }, V extends FieldValues>(
  options: VersionedSaveOptions<T, V>,
) {
  const { form } = options;
  const [version, setVersion] = useState(options.version);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);

  const send = async (values: V, atVersion: number | undefined) => {
    setSaveError(null);
    setConflict(null);
    try {
      options.onSaved(await options.save(values, atVersion));
    } catch (error) {
      const stale = readConflict<T>(error);
      if (stale) return setConflict(stale);
      setSaveError(options.messageFor(error, values));
    }
  };

  return {
    onSubmit: form.handleSubmit((values) => send(values, version)),
    saveError,
    conflict,
    reload: (current: T) => {
      form.reset(options.valuesOf(current));
      options.onReload?.(current);
      setVersion(current.version);
      setConflict(null);
    },
    overwrite: (current: T) => {
      setVersion(current.version);
      void form.handleSubmit((values) => send(values, current.version))();
    },
  };
}
