// /dashboard/discover: recommended books and browsing by genre and instrument arrive with the
// catalogue issue.
import { Text } from '@mantine/core';
import { DashboardNav } from '../../../ui/dashboard-nav';
import { PageTitle } from '../../../ui/page-title';

export function DiscoverPage() {
  return (
    <>
      <DashboardNav />
      <PageTitle>Discover</PageTitle>
      <Text>New books to explore will appear here soon.</Text>
    </>
  );
}
