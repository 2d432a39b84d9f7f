// The pages a first load asks for before React draws (start-early.ts), which the route table then
// draws (app-routes.tsx), and the signed-in header's account menu: one lazy module each, so the code
// start-early loads is the code the app reads, and what has loaded draws without a Suspense fallback
// (lazy-page.ts).
import { lazyPage } from './lazy-page';

export const HomePage = lazyPage(
  () => import('../features/home/components/home-page'),
  'HomePage',
  {
    styles: 'shell',
  },
);
export const LibraryPage = lazyPage(
  () => import('../features/dashboard/components/library-page'),
  'LibraryPage',
  { styles: 'learner' },
);
export const DiscoverPage = lazyPage(
  () => import('../features/dashboard/components/discover-page'),
  'DiscoverPage',
  { styles: 'learner' },
);
const loadBookLayout = () => import('../features/books/components/book-layout');
export const BookLayout = lazyPage(loadBookLayout, 'BookLayout', { styles: 'learner' });
export const BookIndexRedirect = lazyPage(loadBookLayout, 'BookIndexRedirect', {
  styles: 'learner',
});
export const BookContentPage = lazyPage(
  () => import('../features/media/components/book-content-page'),
  'BookContentPage',
  { styles: 'learner' },
);

/** The account button and menu of the signed-in header (app-header.tsx): on every signed-in page. */
export const AccountMenu = lazyPage(() => import('./layout/account-menu'), 'AccountMenu', {
  styles: 'shell',
});
