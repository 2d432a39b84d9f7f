// The three-way merge of a stale save (issue 44): from the values the form started from (base), what
// was typed (ours) and the record as it is now (theirs), per field: a change of one side only is
// taken, the same change on both sides is no conflict, and only different changes of one field ask
// for a choice. Nested objects merge field by field; a list or any other value is one field.
import { sameValue } from './form-state';

export interface FieldChange {
  /** The field's path in the form ('subtitle', 'content.videoList'). */
  path: string;
  ours: unknown;
  theirs: unknown;
}

export interface MergeResult<V> {
  /** Their values with our changes on them (a field both changed holds ours until one is chosen). */
  values: V;
  /** Fields only they changed: their value is in `values`. */
  theirChanges: FieldChange[];
  /** Fields only we changed: our value is in `values`. */
  ourChanges: FieldChange[];
  /** Fields both changed to different values: each needs a choice. */
  conflicts: FieldChange[];
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

export function mergeValues<V extends object>(base: V, ours: V, theirs: V): MergeResult<V> {
  const values = structuredClone(theirs);
  const result: MergeResult<V> = { values, theirChanges: [], ourChanges: [], conflicts: [] };

  /** Puts our changes of `o` (against `b`) on `target`, a copy of `t`, and lists every change. */
  const mergeInto = (target: Plain, path: string[], b: Plain, o: Plain, t: Plain) => {
    for (const key of new Set([...Object.keys(b), ...Object.keys(o), ...Object.keys(t)])) {
      const [was, mine, now] = [b[key], o[key], t[key]];
      const here = [...path, key];
      if (isPlainObject(was) && isPlainObject(mine) && isPlainObject(now)) {
        mergeInto(target[key] as Plain, here, was, mine, now);
        continue;
      }
      const change: FieldChange = { path: here.join('.'), ours: mine, theirs: now };
      const isOurs = !sameValue(mine, was);
      const isTheirs = !sameValue(now, was);
      if (isOurs && (!isTheirs || !sameValue(mine, now))) target[key] = structuredClone(mine);
      if (isOurs && !isTheirs) result.ourChanges.push(change);
      else if (isTheirs && !isOurs) result.theirChanges.push(change);
      else if (isOurs && isTheirs && !sameValue(mine, now)) result.conflicts.push(change);
    }
  };
  mergeInto(values as Plain, [], base as Plain, ours as Plain, theirs as Plain);
  return result;
}
