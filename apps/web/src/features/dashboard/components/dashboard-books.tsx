// A dashboard tab's books: a skeleton grid, then the tab's own leading sections and the lists staff
// arrange for it (or the error if the dashboard could not load).
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import type { Dashboard } from '@bandbook/domain';
import { useDashboard } from '../../../api/dashboard';
import { getErrorMessage } from '../../../lib/api-error';
import type { BookOrigin } from '../../../lib/book-links';
import { BookGridSkeleton } from '../../../ui/book-grid-skeleton';
import { DashboardSections } from './dashboard-sections';

interface DashboardBooksProps {
  group: BookOrigin;
  channelId?: string;
  /** The sections shown before the staff lists (My Books, Recommended). */
  renderLeadSections: (dashboard: Dashboard) => ReactNode;
}

export function DashboardBooks({ group, channelId, renderLeadSections }: DashboardBooksProps) {
  const { data: dashboard, error, isPending } = useDashboard(channelId);
  if (isPending) return <BookGridSkeleton sections={2} />;
  if (!dashboard) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(error)}
      </Alert>
    );
  }
  return (
    <>
      {renderLeadSections(dashboard)}
      <DashboardSections dashboard={dashboard} group={group} />
    </>
  );
}
