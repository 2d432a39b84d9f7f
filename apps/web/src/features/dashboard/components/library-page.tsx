// /dashboard/library: notifications, Enter Your Code, and (with the catalogue issue) the book sections.
import { Button, Group, Paper, Text } from '@mantine/core';
import { Navigate } from 'react-router';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { paths } from '../../../lib/paths';
import { getIncompleteAccountRedirect } from '../../../lib/redirect-rules';
import { DashboardNav } from '../../../ui/dashboard-nav';
import { ModalLink } from '../../../ui/modal-link';
import { PageTitle } from '../../../ui/page-title';
import { LibraryNotifications } from './library-notifications';

export function LibraryPage() {
  const user = useRequiredUser();
  const incompleteRedirect = getIncompleteAccountRedirect(user);
  if (incompleteRedirect) return <Navigate to={incompleteRedirect} replace />;

  return (
    <>
      <DashboardNav />
      <Group justify="space-between" align="flex-start">
        <PageTitle>My Library</PageTitle>
        <Button component={ModalLink} to={paths.addBook}>
          Enter Your Code
        </Button>
      </Group>
      <LibraryNotifications user={user} />
      <Paper withBorder p="lg" component="section" aria-labelledby="my-books-title">
        <Text id="my-books-title" fw={700} mb="xs">
          My Books
        </Text>
        <Text>
          Books you unlock with a code appear here. Have a book with a code inside? Use Enter Your
          Code to add it.
        </Text>
      </Paper>
    </>
  );
}
