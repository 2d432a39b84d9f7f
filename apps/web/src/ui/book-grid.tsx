// Books as a responsive grid of cards, or a line of text when there are none.
import { Text } from '@mantine/core';
import type { PackageCard } from '@bandbook/domain';
import type { BookOrigin } from '../lib/book-links';
import { BookCard } from './book-card';
import classes from './book-grid.module.css';

interface BookGridProps {
  books: PackageCard[];
  origin: BookOrigin;
  emptyText: string;
}

export function BookGrid({ books, origin, emptyText }: BookGridProps) {
  if (books.length === 0) return <Text>{emptyText}</Text>;
  return (
    <div className={classes.grid}>
      {books.map((book) => (
        <BookCard key={book._id} book={book} origin={origin} />
      ))}
    </div>
  );
}
