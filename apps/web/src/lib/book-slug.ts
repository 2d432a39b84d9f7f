// Book pages are addressed by a slug of the title (/books/rock-guitar-foundations/content); the slug
// is matched against the dashboard's books to find the package id.
import type { PackageCard } from '@bandbook/domain';

export function toBookSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first book whose title has this slug (titles are not unique; `?id=` settles a tie). */
export function findBookBySlug<T extends Pick<PackageCard, 'title'>>(
  books: readonly T[],
  slug: string,
): T | undefined {
  const wanted = slug.toLowerCase();
  return books.find((book) => toBookSlug(book.title) === wanted);
}
