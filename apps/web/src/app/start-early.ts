// What a first load asks for before React draws anything, in parallel with the public config that
// startup waits for: the current user (with a token), the route's chunk and stylesheet, and the data
// its page reads first. Without this each waits for the one before it (config, then the user, then
// the chunk, then the page's query), which is most of a slow phone's time to its first books. The
// queries land in the same cache the pages read; the chunks in the module cache lazyPage() reads.
// Once the data names the page's first cover (its largest image), the cover is preloaded too, so
// it downloads while the route's chunk loads and renders rather than after.
import type { QueryClient } from '@tanstack/react-query';
import { isUuid } from '@bandbook/domain';
import { currentUserQuery } from '../api/current-user';
import { bookQuery } from '../api/book';
import { dashboardQuery } from '../api/dashboard';
import { showcaseQuery } from '../api/showcase';
import { findBookBySlug } from '../lib/book-slug';
import { isModalPath } from '../lib/modal-location';
import { paths } from '../lib/paths';
import { loadFullStyles } from './lazy-page';
import { loadModalRoutes } from './load-modal-routes';
import {
  AccountMenu,
  BookContentPage,
  BookLayout,
  DiscoverPage,
  HomePage,
  LibraryPage,
} from './route-modules';

const BOOK_PAGE = /^\/books\/([^/]+)(?:\/(content|preview|soundcheck))?\/?$/;

function preloadCover(url: string | null | undefined) {
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

async function prefetchLibrary(queryClient: QueryClient) {
  const dashboard = await queryClient.fetchQuery(dashboardQuery());
  // The library's first section is My Books; without books, Recommended comes first.
  preloadCover((dashboard.userList[0] ?? dashboard.recommendedList[0])?.thumbnailImage);
}

/**
 * The package a book page names before the dashboard arrives: the URL's `?id=`, or the one the
 * server named in the HTML when one live title has the slug (public/boot.js reads the same).
 */
export function namedBookId(search: string, head: ParentNode = document.head): string | null {
  const id =
    new URLSearchParams(search).get('id') ||
    head.querySelector('meta[name="bandbook-book"]')?.getAttribute('content');
  return id && isUuid(id) ? id : null;
}

async function prefetchBook(queryClient: QueryClient, slug: string, namedId: string | null) {
  // The book named at once, beside the dashboard; the page still finds it by the slug there.
  if (namedId) void queryClient.prefetchQuery(bookQuery(namedId));
  const dashboard = await queryClient.fetchQuery(dashboardQuery());
  const card = findBookBySlug(dashboard.allList, slug);
  if (!card) return;
  preloadCover(card.thumbnailImage);
  if (card._id !== namedId) await queryClient.prefetchQuery(bookQuery(card._id));
}

const askedAgainByThePage = () => {
  // The page asks again and shows what went wrong.
};

/** The pages' code, settled either way: a page whose code failed says so when it draws. */
const code = (...pages: Promise<unknown>[]) => Promise.allSettled(pages);

/**
 * Asks for what the page at `pathname` needs first. Returns the code of the page (and of the signed-in
 * header) as it loads, settled either way (a failure is the page's to show), or undefined for a page
 * it does not load early.
 */
export function startEarly(
  pathname: string,
  queryClient: QueryClient,
  isLoggedIn: boolean,
  search = '',
): Promise<unknown> | undefined {
  if (isModalPath(pathname)) {
    // A modal's link followed from elsewhere (an email's reset or verify link, say): its table.
    loadModalRoutes().catch(askedAgainByThePage);
  }
  if (pathname === paths.home) {
    void queryClient.prefetchQuery(showcaseQuery());
    return isLoggedIn ? code(HomePage.preload(), AccountMenu.preload()) : code(HomePage.preload());
  }
  if (!isLoggedIn) return undefined;
  void queryClient.prefetchQuery(currentUserQuery());
  // The header's account menu, which every signed-in page draws.
  const menu = AccountMenu.preload();
  if (pathname === paths.library) {
    prefetchLibrary(queryClient).catch(askedAgainByThePage);
    return code(menu, LibraryPage.preload());
  }
  if (pathname === paths.discover) {
    void queryClient.prefetchQuery(dashboardQuery());
    return code(menu, DiscoverPage.preload());
  }
  const book = BOOK_PAGE.exec(pathname);
  if (!book) {
    // Another signed-in page: it draws with the whole Mantine stylesheet (lazy-page.ts).
    void loadFullStyles();
    return undefined;
  }
  const pages = [menu, BookLayout.preload()];
  if (book[2] === 'content') pages.push(BookContentPage.preload());
  // The book's preview and SoundCheck pages draw with the whole stylesheet.
  else if (book[2] !== undefined) void loadFullStyles();
  let slug: string | undefined;
  try {
    slug = decodeURIComponent(book[1]!);
  } catch {
    // Not a title the page can find either; it says so.
  }
  if (slug !== undefined) {
    prefetchBook(queryClient, slug, namedBookId(search)).catch(askedAgainByThePage);
  }
  return code(...pages);
}
