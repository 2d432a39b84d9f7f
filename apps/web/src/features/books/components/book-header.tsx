// The top of every book page: cover, title, subtitle, author, publisher and description.
import { Grid, Stack, Text, Title } from '@mantine/core';
import type { LearnerPackage } from '@bandbook/domain';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { BookCover } from '../../../ui/book-cover';
import { BookDescription } from './book-description';

export function BookHeader({ book }: { book: LearnerPackage }) {
  useDocumentTitle(book.title);
  return (
    <Grid gap={{ base: 'md', sm: 'xl' }} mb="lg">
      <Grid.Col span={{ base: 4, md: 3 }}>
        <BookCover title={book.title} src={book.thumbnailImage} priority="high" />
      </Grid.Col>
      <Grid.Col span={{ base: 8, md: 9 }}>
        <Stack gap="xs">
          <Title order={1}>{book.title}</Title>
          {book.subtitle && (
            <Text size="lg" fw={500}>
              {book.subtitle}
            </Text>
          )}
          <Text>
            <Text span c="dimmed">
              Author:{' '}
            </Text>
            {book.author}
          </Text>
          <Text>
            <Text span c="dimmed">
              Publisher:{' '}
            </Text>
            {book.publisher}
          </Text>
          <BookDescription html={book.description} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
