// The package list's state kept in the URL's query (issue 44): status filter, search, sort, page and
// page size, so a reload, the Back button and a shared link show the same list. A change of what is
// listed starts again at page 1; the search box writes to the URL once typing pauses, replacing the
// entry rather than adding one per keystroke.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTENT_PACKAGE_SORTS,
  PAGE_SIZES,
  SHOW_ALL_LIMIT,
  type ContentPackageSort,
} from '@bandbook/domain';

export const STATUS_FILTERS = ['all', 'live', 'draft', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const DEFAULT_LIMIT = 10;
const LIMITS: readonly number[] = [...PAGE_SIZES, SHOW_ALL_LIMIT];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** What the URL's query says, each value checked (a hand-edited link falls back to the default). */
export function readListParams(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: LIMITS.includes(limit) ? limit : DEFAULT_LIMIT,
    sort: oneOf<ContentPackageSort>(CONTENT_PACKAGE_SORTS, params.get('sort'), 'title'),
    status: oneOf<StatusFilter>(STATUS_FILTERS, params.get('status'), 'all'),
    search: (params.get('q') ?? '').trim(),
  };
}

/** The server's filters for a status. */
export const statusQuery = (status: StatusFilter) => ({
  active: status === 'live' ? true : status === 'draft' ? false : undefined,
  archived: status === 'archived',
});

type Change = Partial<Record<'page' | 'limit' | 'sort' | 'status' | 'q', string | number | null>>;

export function usePackageListParams() {
  const [params, setParams] = useSearchParams();
  const state = readListParams(params);
  const [search, setSearch] = useState(state.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);

  /** Writes the changes (a default or null removes the key, keeping links short). */
  const update = (change: Change, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change)) {
          const isDefault =
            value === null ||
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'limit' && value === DEFAULT_LIMIT) ||
            (key === 'sort' && value === 'title') ||
            (key === 'status' && value === 'all');
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  // Typing pauses: the URL takes the search, from the first page.
  useEffect(() => {
    if (debouncedSearch !== state.search) update({ q: debouncedSearch, page: null }, true);
    // Only a new pause writes; the URL's own changes are read below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  // The URL changed under the box (Back, a link): the box shows what is listed.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === state.search ? typed : state.search));
  }, [state.search]);

  return {
    ...state,
    /** What the search box shows (the URL follows once typing pauses). */
    searchInput: search,
    setSearch,
    start: (state.page - 1) * state.limit,
    setPage: (page: number) => update({ page }),
    setLimit: (limit: number) => update({ limit, page: null }),
    setSort: (sort: ContentPackageSort) => update({ sort, page: null }),
    setStatus: (status: StatusFilter) => update({ status, page: null }),
  };
}
