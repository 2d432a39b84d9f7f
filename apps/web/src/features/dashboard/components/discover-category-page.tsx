// /dashboard/discover/{genres|instruments}/{id}?page=N: the books of one genre or instrument, 14 per
// page.
import { Alert, Button, Center, Pagination, Text } from '@mantine/core';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { getErrorMessage } from '../../../lib/api-error';
import { paths, type DiscoverCategory } from '../../../lib/paths';
import { BookGrid } from '../../../ui/book-grid';
import { DashboardNav } from '../../../ui/dashboard-nav';
import { PageBreadcrumb } from '../../../ui/page-breadcrumb';
import { BookGridSkeleton } from '../../../ui/book-grid-skeleton';
import { PageTitle } from '../../../ui/page-title';
import { useDiscoverCategory } from '../api/discover-category';

export const NO_TITLES_MESSAGE = 'Sorry, no titles match this description.';

const isCategory = (value: string | undefined): value is DiscoverCategory =>
  value === 'genres' || value === 'instruments';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function CategoryBooks({ category, id }: { category: DiscoverCategory; id: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const { data, error, isPending } = useDiscoverCategory(category, id, page);

  if (isPending) return <BookGridSkeleton cards={10} />;
  if (!data) {
    return (
      <>
        <PageTitle>Discover</PageTitle>
        <Alert color="red" role="alert">
          {getErrorMessage(error)}
        </Alert>
      </>
    );
  }
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});
  return (
    <>
      <PageTitle>{data.label}</PageTitle>
      <Text mb="md" c="dimmed">
        {data.totalCount === 1 ? '1 book' : `${data.totalCount} books`}
      </Text>
      <BookGrid
        books={data.pageData}
        origin="discover"
        emptyText={NO_TITLES_MESSAGE}
        emptyAction={
          <Button component={Link} to={paths.discover} variant="light">
            Back to Discover
          </Button>
        }
      />
      {data.totalPages > 1 && (
        <Center mt="xl">
          <Pagination
            total={data.totalPages}
            value={data.page}
            onChange={goTo}
            aria-label="Pages"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Previous page'
                  : control === 'next'
                    ? 'Next page'
                    : control === 'first'
                      ? 'First page'
                      : 'Last page',
            })}
          />
        </Center>
      )}
    </>
  );
}

export function DiscoverCategoryPage() {
  const { category, id } = useParams();
  if (!isCategory(category) || !id) return <Navigate to={paths.discover} replace />;
  return (
    <>
      <DashboardNav />
      <PageBreadcrumb
        items={[
          { label: 'Discover', to: paths.discover },
          { label: category === 'genres' ? 'Genres' : 'Instruments' },
        ]}
      />
      <CategoryBooks key={`${category}/${id}`} category={category} id={id} />
    </>
  );
}
