// Book pages are addressed by a slug of the title (the domain's bookSlug); the slug is matched against
// the dashboard's books to find the package id.
import { bookSlug, type PackageCard } from '@bandbook/domain';

/** The first book whose title has this slug (titles are not unique; `?id=` settles a tie). */
export function findBookBySlug<T extends Pick<PackageCard, 'title'>>(
  books: readonly T[],
  slug: string,
): T | undefined {
  const wanted = slug.toLowerCase();
  return books.find((book) => bookSlug(book.title) === wanted);
}
