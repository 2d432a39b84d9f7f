import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { LearnerPackage } from '@bandbook/domain';
import { setToken } from '../../../lib/auth-token';
import { makeBook, makeCard, makeDashboard } from '../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BookLayout } from './book-layout';
import { BookPreviewPage } from './book-preview-page';

function serve(book: LearnerPackage) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/dashboard/dynamic') {
      return Response.json(makeDashboard({ allList: [makeCard(book)] }));
    }
    if (url === `/api/content-packages/${book._id}`) return Response.json(book);
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBookAt(route: string) {
  setToken('token');
  return renderWithProviders(
    <Routes>
      <Route path="/books/:title" element={<BookLayout />}>
        <Route path="preview" element={<BookPreviewPage />} />
        <Route path="content" element={<p>content page</p>} />
      </Route>
      <Route path="/dashboard/library" element={<p>library page</p>} />
    </Routes>,
    { route },
  );
}

describe('BookLayout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds the book by the slug of its title and shows its header', async () => {
    serve(makeBook());
    renderBookAt('/books/funk-bass-grooves/content');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Funk Bass Grooves' }),
    ).toBeTruthy();
    expect(screen.getByText('content page')).toBeTruthy();
    expect(screen.getByText('for bass')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Library' })).toBeTruthy();
  });

  it('sends an expired trial back to the library', async () => {
    serve(makeBook({ isOwned: false, isExpiredTrial: true, canLaunch: false }));
    renderBookAt('/books/funk-bass-grooves/content');
    expect(await screen.findByText('library page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/library');
  });

  it('shows the preview with the trial offer for a book the user cannot open', async () => {
    serve(makeBook({ isOwned: false, canLaunch: false, trialPeriodInDays: 1 }));
    renderBookAt('/books/funk-bass-grooves/content');
    expect(await screen.findByRole('button', { name: 'DOWNLOAD' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/books/funk-bass-grooves/preview');
    expect(screen.getByRole('link', { name: 'Discover' })).toBeTruthy();
    expect(screen.getByText('Audio')).toBeTruthy();
    expect(screen.getByText('E-book')).toBeTruthy();
  });

  it('says so when no book has the slug', async () => {
    serve(makeBook());
    renderBookAt('/books/no-such-book/preview');
    expect(await screen.findByText('Book not found')).toBeTruthy();
  });
});
