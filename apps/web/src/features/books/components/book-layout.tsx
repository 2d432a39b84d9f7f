// /books/{title}/...: finds the book named by the URL, applies the trial rules (an expired trial
// goes back to the library; a book the user cannot open shows its preview), and draws the header
// and navigation around the book's pages.
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { useBookFromSlug } from '../../../hooks/use-book-from-slug';
import { useOutletBook, type BookOutletContext } from '../../../hooks/use-outlet-book';
import type { LibraryState } from '../../../lib/book-links';
import { paths } from '../../../lib/paths';
import { PageLoader } from '../../../ui/page-loader';
import { BookBreadcrumb } from './book-breadcrumb';
import { BookHeader } from './book-header';
import { BookNav } from './book-nav';
import { BookNotFound } from './book-not-found';
import { TrialNotice } from './trial-notice';

export function BookLayout() {
  const { title: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const idParam = searchParams.get('id');
  const lookup = useBookFromSlug(slug, idParam);

  if (lookup.status === 'loading') return <PageLoader />;
  if (lookup.status === 'not-found') return <BookNotFound />;
  if (lookup.status === 'error') return <BookNotFound error={lookup.error} />;

  const { book } = lookup;
  if (book.isExpiredTrial) {
    const state: LibraryState = { expiredTrialTitle: book.title };
    return <Navigate to={paths.library} replace state={state} />;
  }
  const isPreview = location.pathname.endsWith('/preview');
  if (!book.canLaunch && !isPreview) {
    return (
      <Navigate to={paths.bookPreview(slug) + location.search} replace state={location.state} />
    );
  }
  const context: BookOutletContext = { book, slug, idParam };
  return (
    <>
      <BookBreadcrumb book={book} />
      <BookHeader book={book} />
      <TrialNotice book={book} />
      {book.canLaunch && <BookNav book={book} slug={slug} idParam={idParam} />}
      <Suspense fallback={<PageLoader />}>
        <Outlet context={context} />
      </Suspense>
    </>
  );
}

/** /books/{title}: the content of a book the user can open, otherwise its preview. */
export function BookIndexRedirect() {
  const { book, slug } = useOutletBook();
  const { search, state } = useLocation();
  const to = book.canLaunch ? paths.bookContent(slug) : paths.bookPreview(slug);
  return <Navigate to={to + search} replace state={state} />;
}
