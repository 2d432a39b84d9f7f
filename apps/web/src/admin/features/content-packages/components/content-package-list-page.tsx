// /admin/content-packages/list: packages by title or release date, searched on title, author and
// publisher, 10/25/50/Show All a page; the actions each shown only when the policy allows them.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContentPackageSort } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { PageLinks } from '../../../ui/page-links';
import { useCan } from '../../../ui/use-can';
import { useContentPackageList } from '../api/content-packages';
import { DISPLAYED_PAGES, startOf } from '../lib/list-options';
import { ContentPackageTable } from './content-package-table';
import { PackageListControls } from './package-list-controls';

export function ContentPackageListPage() {
  const can = useCan();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ContentPackageSort>('title');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const list = useContentPackageList({
    start: startOf(page, limit),
    limit,
    search: debouncedSearch,
    sort,
  });
  // Any change of what is listed starts again at the first page.
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const actions = can('contentPackages', 'create') && (
    <Button component={Link} to={adminPaths.contentPackages.create}>
      Add
    </Button>
  );
  return (
    <AdminPage title="Content Packages" actions={actions}>
      <Stack>
        <PackageListControls
          search={search}
          onSearch={firstPage(setSearch)}
          limit={limit}
          onLimit={firstPage(setLimit)}
        />
        {list.isPending && <PageLoader />}
        {list.error && (
          <Alert color="red" role="alert">
            {getErrorMessage(list.error)}
          </Alert>
        )}
        {list.data && (
          <ContentPackageTable rows={list.data.pageData} sort={sort} onSort={firstPage(setSort)} />
        )}
        {list.data && (
          <PageLinks
            page={page}
            total={list.data.totalPages}
            displayed={DISPLAYED_PAGES}
            onChange={setPage}
          />
        )}
      </Stack>
    </AdminPage>
  );
}
