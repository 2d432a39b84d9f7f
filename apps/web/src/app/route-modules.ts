// The route modules a first load asks for before React draws (start-early.ts), which the route table
// then draws (app-routes.tsx): one import() each, so the entry lists each module's files once.
export const loadHomePage = () => import('../features/home/components/home-page');
export const loadLibraryPage = () => import('../features/dashboard/components/library-page');
export const loadDiscoverPage = () => import('../features/dashboard/components/discover-page');
export const loadBookLayout = () => import('../features/books/components/book-layout');
export const loadBookContentPage = () => import('../features/media/components/book-content-page');
