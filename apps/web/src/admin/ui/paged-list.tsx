// What every admin list page shares: its state (page, search, page size, sort; a change of what is
// listed starts again at page 1), the search and page-size controls, and the frame around the table
// (loading, error, the rows, the page links).
import { useState, type ReactNode } from 'react';
import { Alert, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { getErrorMessage } from '../../lib/api-error';
import { PageLoader } from '../../ui/page-loader';
import { PageLinks } from './page-links';
import { PageSizeSelect } from './page-size-select';

export function useListState<S>(defaults: { limit: number; sort: S }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(defaults.limit);
  const [sort, setSort] = useState<S>(defaults.sort);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const fromFirstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    page,
    setPage,
    search,
    setSearch: fromFirstPage(setSearch),
    debouncedSearch,
    limit,
    setLimit: fromFirstPage(setLimit),
    sort,
    setSort: fromFirstPage(setSort),
    /** The start offset of the current page. */
    start: (page - 1) * limit,
  };
}

interface ListControlsProps {
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  /** Without it the page size is fixed (no Rows per page select). */
  limit?: { value: number; onChange: (limit: number) => void };
}

export function ListControls({ search, onSearch, placeholder, limit }: ListControlsProps) {
  return (
    <Group align="flex-end">
      <TextInput
        label="Search"
        placeholder={placeholder}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={320}
      />
      {limit && <PageSizeSelect value={limit.value} onChange={limit.onChange} />}
    </Group>
  );
}

interface PagedListProps<T> {
  query: UseQueryResult<{ pageData: T[]; totalPages: number }>;
  page: number;
  onPage: (page: number) => void;
  /** How many page links show (spec section 9: 7, or 10 on some lists). */
  displayed: number;
  children: (rows: T[]) => ReactNode;
}

export function PagedList<T>({ query, page, onPage, displayed, children }: PagedListProps<T>) {
  return (
    <>
      {query.isPending && <PageLoader />}
      {query.error && (
        <Alert color="red" role="alert">
          {getErrorMessage(query.error)}
        </Alert>
      )}
      {query.data && children(query.data.pageData)}
      {query.data && (
        <PageLinks
          page={page}
          total={query.data.totalPages}
          displayed={displayed}
          onChange={onPage}
        />
      )}
    </>
  );
}
