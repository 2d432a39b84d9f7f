// Books as a responsive grid of cards (a list, for screen readers and tests: 'Books'), or a line of text
// when there are none.
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
    <ul className={classes.grid} aria-label="Books">
      {books.map((book) => (
        <li key={book._id}>
          <BookCard book={book} origin={origin} />
        </li>
      ))}
    </ul>
  );
}
