import { screen, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { BookGrid } from './book-grid';
import { BookGridSkeleton } from './book-grid-skeleton';

describe('BookGrid', () => {
  it('offers the next step beside the message when there are no books', () => {
    renderWithProviders(
      <BookGrid
        books={[]}
        origin="library"
        emptyText="Books you unlock appear here."
        emptyAction={<Button>Enter Your Code</Button>}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Books' })).toBeNull();
    expect(screen.getByText('Books you unlock appear here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter Your Code' })).toBeTruthy();
  });
});

describe('BookGridSkeleton', () => {
  it('is one named status, its grey cards hidden from screen readers', () => {
    renderWithProviders(<BookGridSkeleton sections={2} cards={3} />);
    const status = screen.getByRole('status', { name: 'Loading books' });
    expect(within(status).queryAllByRole('listitem')).toHaveLength(0);
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
