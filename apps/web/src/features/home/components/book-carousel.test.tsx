import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCard } from '../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BookCarousel } from './book-carousel';

const books = Array.from({ length: 7 }, (_, index) =>
  makeCard({ _id: `book-${index}`, title: `Book ${index + 1}`, author: `Author ${index + 1}` }),
);

/** happy-dom has no layout: give the list a width and a scroll range, as a browser would. */
function layOut(list: HTMLElement, { scrollLeft }: { scrollLeft: number }) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 500 });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 700 });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, value: scrollLeft });
}

describe('BookCarousel', () => {
  it('lists every book with its title linking a guest to sign up for it, and its author', () => {
    renderWithProviders(<BookCarousel books={books} />);
    const list = screen.getByRole('list', { name: 'Featured books' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(within(items[0]!).getByRole('link', { name: 'Book 1' }).getAttribute('href')).toBe(
      '/signup/book-1',
    );
    expect(within(items[6]!).getByText('Author 7')).toBeTruthy();
  });

  it('moves one screenful with the arrows, each disabled at its end', async () => {
    renderWithProviders(<BookCarousel books={books} />);
    const list = screen.getByRole('list', { name: 'Featured books' });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;

    layOut(list, { scrollLeft: 0 });
    list.dispatchEvent(new Event('scroll'));
    const previous = await screen.findByRole('button', { name: 'Previous books' });
    const next = screen.getByRole('button', { name: 'Next books' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);

    await userEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 500, behavior: 'smooth' });

    layOut(list, { scrollLeft: 200 });
    list.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(true));
    expect(previous.hasAttribute('disabled')).toBe(false);
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' });
  });
});
