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
  /** The page's first grid: its first row of covers loads at once, the first ahead of all. */
  isFirstOnPage?: boolean;
}

/** Covers in a first row: the widest grid has four columns. */
const FIRST_ROW = 4;

export function BookGrid({
  books,
  origin,
  emptyText,
  emptyAction,
  isFirstOnPage = false,
}: BookGridProps) {
  if (books.length === 0) return <EmptyState action={emptyAction}>{emptyText}</EmptyState>;
  return (
    <ul className={classes.grid} aria-label="Books">
      {books.map((book, index) => (
        <li key={book._id}>
          <BookCard
            book={book}
            origin={origin}
            coverPriority={
              !isFirstOnPage || index >= FIRST_ROW ? undefined : index === 0 ? 'high' : 'eager'
            }
          />
        </li>
      ))}
    </ul>
  );
}
