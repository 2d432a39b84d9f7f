// /admin/content-packages/list: packages by title or release date, searched on title, author and
// publisher, All/Live/Draft/Archived, 10/25/50/Show All a page, all of it kept in the URL's query
// (issue 44); rows selected for the bulk actions; the actions each shown only when the policy allows.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ListControls, PagedList } from '../../../ui/paged-list';
import { useCan } from '../../../ui/use-can';
import { useContentPackageList } from '../api/content-packages';
import {
  STATUS_FILTERS,
  statusQuery,
  usePackageListParams,
  type StatusFilter,
} from '../hooks/use-package-list-params';
import { DISPLAYED_PAGES } from '../lib/list-options';
import { ContentPackageTable } from './content-package-table';
import { PackageBulkActions } from './package-bulk-actions';

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  live: 'Live',
  draft: 'Draft',
  archived: 'Archived',
};

export function ContentPackageListPage() {
  const can = useCan();
  const state = usePackageListParams();
  const list = useContentPackageList({
    start: state.start,
    limit: state.limit,
    search: state.search,
    sort: state.sort,
    ...statusQuery(state.status),
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Another page, filter or order lists other rows: nothing stays selected out of sight.
  const listed = `${state.start}/${state.limit}/${state.search}/${state.sort}/${state.status}`;
  useEffect(() => setSelected(new Set()), [listed]);

  const isArchivedView = state.status === 'archived';
  const hasBulkActions = can('contentPackages', 'update') || can('contentPackages', 'delete');
  const rows = list.data?.pageData ?? [];
  const selectedRows = rows.filter((row) => selected.has(row._id));
  const select = (ids: string[], isSelected: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const actions = can('contentPackages', 'create') && (
    <Button component={Link} to={adminPaths.contentPackages.create}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Content Packages" actions={actions}>
      <Stack>
        <Group align="flex-end">
          <ListControls
            search={state.searchInput}
            onSearch={state.setSearch}
            placeholder="Title, author or publisher"
            limit={{ value: state.limit, onChange: state.setLimit }}
          />
          <SegmentedControl
            aria-label="Status"
            value={state.status}
            onChange={(value) => state.setStatus(value as StatusFilter)}
            data={STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          />
        </Group>
        {hasBulkActions && selectedRows.length > 0 && (
          <PackageBulkActions
            rows={selectedRows}
            isArchivedView={isArchivedView}
            onDone={() => setSelected(new Set())}
          />
        )}
        <PagedList
          query={list}
          page={state.page}
          onPage={state.setPage}
          displayed={DISPLAYED_PAGES}
        >
          {(pageRows) => (
            <ContentPackageTable
              rows={pageRows}
              sort={state.sort}
              onSort={state.setSort}
              selection={hasBulkActions ? { selected, onChange: select } : undefined}
            />
          )}
        </PagedList>
      </Stack>
    </AdminPage>
  );
}
