// The book a /books/{title}/... or /ebook/?book={title} URL names: the slug is looked up in the
// dashboard's allList (the same cached query as the library), or `?id=` names the package directly.
import { isUuid, type LearnerPackage } from '@bandbook/domain';
import { useBookQuery } from '../api/book';
import { useDashboard } from '../api/dashboard';
import { isApiError } from '../lib/api-error';
import { findBookBySlug } from '../lib/book-slug';

export type BookLookup =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; book: LearnerPackage };

export function useBookFromSlug(slug: string | undefined, idParam: string | null): BookLookup {
  const directId = idParam && isUuid(idParam) ? idParam : undefined;
  const dashboard = useDashboard();
  const card =
    !directId && slug && dashboard.data ? findBookBySlug(dashboard.data.allList, slug) : undefined;
  const id = directId ?? card?._id;
  const book = useBookQuery(id);

  if (!directId) {
    if (dashboard.isPending) return { status: 'loading' };
    if (dashboard.error) return { status: 'error', error: dashboard.error };
    if (!card) return { status: 'not-found' };
  }
  if (book.isPending) return { status: 'loading' };
  if (book.error) {
    return isApiError(book.error) && book.error.status === 404
      ? { status: 'not-found' }
      : { status: 'error', error: book.error };
  }
  return { status: 'ready', book: book.data };
}
