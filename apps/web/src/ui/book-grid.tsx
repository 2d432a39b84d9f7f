// Books as a responsive grid of cards, or a line of text when there are none.
import { SimpleGrid, Text } from '@mantine/core';
import type { PackageCard } from '@bandbook/domain';
import type { BookOrigin } from '../lib/book-links';
import { BookCard } from './book-card';

interface BookGridProps {
  books: PackageCard[];
  origin: BookOrigin;
  emptyText: string;
}

export function BookGrid({ books, origin, emptyText }: BookGridProps) {
  if (books.length === 0) return <Text>{emptyText}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5, lg: 7 }} spacing="md" verticalSpacing="md">
      {books.map((book) => (
        <BookCard key={book._id} book={book} origin={origin} />
      ))}
    </SimpleGrid>
  );
}
