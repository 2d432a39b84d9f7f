// /dashboard/library: notifications, Enter Your Code, My Books, Recommended and the library lists.
import { Button, Group } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import type { Dashboard } from '@bandbook/domain';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { readExpiredTrialTitle } from '../../../lib/book-links';
import { paths } from '../../../lib/paths';
import { getIncompleteAccountRedirect } from '../../../lib/redirect-rules';
import { BookSection } from '../../../ui/book-section';
import { DashboardNav } from '../../../ui/dashboard-nav';
import { ModalLink } from '../../../ui/modal-link';
import { PageHeader } from '../../../ui/page-header';
import { DashboardBooks } from './dashboard-books';
import { LibraryNotifications } from './library-notifications';
import { TrialExpiredAlert } from './trial-expired-alert';

function LibraryLeadSections({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <BookSection
        id="my-books"
        title="My Books"
        isFirstOnPage
        books={dashboard.userList}
        origin="library"
        emptyText="Books you unlock with a code or try out appear here. Have a book with a code inside? Use Enter Your Code to add it."
        emptyAction={
          <Group gap="sm" justify="center">
            <Button component={ModalLink} to={paths.addBook} variant="light">
              Enter Your Code
            </Button>
            <Button component={Link} to={paths.discover} variant="default">
              Discover Books
            </Button>
          </Group>
        }
      />
      {dashboard.recommendedList.length > 0 && (
        <BookSection
          id="recommended"
          title="Recommended"
          books={dashboard.recommendedList}
          origin="library"
          emptyText=""
        />
      )}
    </>
  );
}

export function LibraryPage() {
  const user = useRequiredUser();
  const location = useLocation();
  const expiredTrialTitle = readExpiredTrialTitle(location.state);
  const incompleteRedirect = getIncompleteAccountRedirect(user);
  if (incompleteRedirect) return <Navigate to={incompleteRedirect} replace />;

  return (
    <>
      <DashboardNav />
      <PageHeader title="My Library">
        <Button component={ModalLink} to={paths.addBook}>
          Enter Your Code
        </Button>
      </PageHeader>
      {expiredTrialTitle && <TrialExpiredAlert key={location.key} title={expiredTrialTitle} />}
      <LibraryNotifications user={user} />
      <DashboardBooks
        group="library"
        renderLeadSections={(dashboard) => <LibraryLeadSections dashboard={dashboard} />}
      />
    </>
  );
}
