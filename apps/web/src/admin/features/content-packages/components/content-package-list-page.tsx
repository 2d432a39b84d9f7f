// /admin/content-packages/list: packages by title or release date, searched on title, author and
// publisher, 10/25/50/Show All a page; the actions each shown only when the policy allows them.
import { Link } from 'react-router';
import { Button, Stack } from '@mantine/core';
import type { ContentPackageSort } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ListControls, PagedList, useListState } from '../../../ui/paged-list';
import { useCan } from '../../../ui/use-can';
import { useContentPackageList } from '../api/content-packages';
import { DISPLAYED_PAGES } from '../lib/list-options';
import { ContentPackageTable } from './content-package-table';

export function ContentPackageListPage() {
  const can = useCan();
  const state = useListState<ContentPackageSort>({ limit: 10, sort: 'title' });
  const list = useContentPackageList({
    start: state.start,
    limit: state.limit,
    search: state.debouncedSearch,
    sort: state.sort,
  });

  const actions = can('contentPackages', 'create') && (
    <Button component={Link} to={adminPaths.contentPackages.create}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Content Packages" actions={actions}>
      <Stack>
        <ListControls
          search={state.search}
          onSearch={state.setSearch}
          placeholder="Title, author or publisher"
          limit={{ value: state.limit, onChange: state.setLimit }}
        />
        <PagedList
          query={list}
          page={state.page}
          onPage={state.setPage}
          displayed={DISPLAYED_PAGES}
        >
          {(rows) => <ContentPackageTable rows={rows} sort={state.sort} onSort={state.setSort} />}
        </PagedList>
      </Stack>
    </AdminPage>
  );
}
