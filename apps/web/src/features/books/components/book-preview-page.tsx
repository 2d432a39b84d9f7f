// /books/{title}/preview: what the book includes and how to get it (trial, code, or open it).
import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useOutletBook } from '../../../hooks/use-outlet-book';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { canStartTrial } from '../lib/trial-offer';
import { IncludesList } from './includes-list';
import { TrialButton } from './trial-button';

function GetTheBook() {
  const { book, slug } = useOutletBook();
  const { state } = useLocation();
  if (book.canLaunch) {
    return (
      <Button component={Link} to={paths.bookContent(slug)} state={state} size="md">
        Open Book
      </Button>
    );
  }
  if (canStartTrial(book)) return <TrialButton book={book} />;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">Unlock this book with the code printed inside it.</Text>
      <Button component={ModalLink} to={paths.addBook} size="md">
        Enter Your Code
      </Button>
    </Stack>
  );
}

export function BookPreviewPage() {
  const { book } = useOutletBook();
  return (
    <Paper withBorder p="lg">
      <Stack gap="lg">
        <GetTheBook />
        <IncludesList content={book.content} />
      </Stack>
    </Paper>
  );
}
