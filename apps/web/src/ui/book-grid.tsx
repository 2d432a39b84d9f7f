// Books as a responsive grid of cards (a list, for screen readers and tests: 'Books'), or an empty
// state with the next step when there are none.
import type { ReactNode } from 'react';
import type { PackageCard } from '@bandbook/domain';
import type { BookOrigin } from '../lib/book-links';
import { BookCard } from './book-card';
import { EmptyState } from './empty-state';
import classes from './book-grid.module.css';

interface BookGridProps {
  books: PackageCard[];
  origin: BookOrigin;
  emptyText: string;
  /** The next step offered when there are no books (a link or button). */
  emptyAction?: ReactNode;
}

export function BookGrid({ books, origin, emptyText, emptyAction }: BookGridProps) {
  if (books.length === 0) return <EmptyState action={emptyAction}>{emptyText}</EmptyState>;
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
