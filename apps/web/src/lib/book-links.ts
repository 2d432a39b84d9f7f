// Where a book card leads: books the user can open go to their content, the others to the preview
// (which sends expired trials back to the library with the 'Trial Expired' alert).
import type { PackageCard } from '@bandbook/domain';
import { bookSlug } from '@bandbook/domain';
import { paths } from './paths';

/** The dashboard tab a book page was opened from: its breadcrumb leads back there. */
export type BookOrigin = 'library' | 'discover';

export interface BookLinkState {
  origin?: BookOrigin;
}

export function getBookHref(book: Pick<PackageCard, 'title' | 'canLaunch'>): string {
  const slug = bookSlug(book.title);
  return book.canLaunch ? paths.bookContent(slug) : paths.bookPreview(slug);
}

export function readBookOrigin(state: unknown): BookOrigin | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { origin } = state as Record<string, unknown>;
  return origin === 'library' || origin === 'discover' ? origin : undefined;
}

/** Without a known origin, books of the user belong to the library and the others to discover. */
export function getDefaultOrigin(book: Pick<PackageCard, 'isOwned' | 'isActiveTrial'>): BookOrigin {
  return book.isOwned || book.isActiveTrial ? 'library' : 'discover';
}

const TITLE_LIMIT = 40;

/** Titles in lists are cut at 40 characters (spec section 9). */
export function truncateTitle(title: string, limit = TITLE_LIMIT): string {
  return title.length > limit ? `${title.slice(0, limit - 1).trimEnd()}…` : title;
}

/** The library can be told why it was opened: a book page whose trial is over sent the user back. */
export interface LibraryState {
  expiredTrialTitle?: string;
}

export function readExpiredTrialTitle(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { expiredTrialTitle } = state as Record<string, unknown>;
  return typeof expiredTrialTitle === 'string' ? expiredTrialTitle : undefined;
}
