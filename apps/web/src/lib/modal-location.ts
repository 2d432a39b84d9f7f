// Modal routes are drawn over the page behind them. In-app links carry that page in the location
// state; a deep link gets a default page (home; the library for add-book; the book for its e-book).
import { matchPath, type Location } from 'react-router';
import { paths } from './paths';

export interface ModalState {
  backgroundLocation?: Location;
  /** Where to go after a successful login. */
  from?: string;
}

export const MODAL_ROUTE_PATTERNS = [
  paths.login,
  paths.signup,
  '/signup/:book',
  paths.socialSignup,
  paths.forgotPassword,
  '/reset-password/:token',
  '/verify-email/:token',
  paths.enterCode,
  paths.addBook,
  '/video/:url',
  '/ebook',
  // The SoundCheck player of one exercise, and /soundcheck/help (the help video).
  '/books/:title/soundcheck/:contentTitle',
] as const;

export function isModalPath(pathname: string) {
  return MODAL_ROUTE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function readModalState(state: unknown): ModalState {
  if (typeof state !== 'object' || state === null) return {};
  const { backgroundLocation, from } = state as Record<string, unknown>;
  return {
    backgroundLocation:
      typeof backgroundLocation === 'object' && backgroundLocation !== null
        ? (backgroundLocation as Location)
        : undefined,
    from: typeof from === 'string' ? from : undefined,
  };
}

function pageLocation(href: string): Location {
  const [pathname = '/', search = ''] = href.split('?');
  return { pathname, search: search ? `?${search}` : '', hash: '', state: null, key: 'default' };
}

/** The page a modal opened by a deep link is drawn over. */
function defaultPageFor(location: Pick<Location, 'pathname' | 'search'>): string {
  if (location.pathname === paths.addBook) return paths.library;
  const soundCheck = matchPath('/books/:title/soundcheck/:contentTitle', location.pathname);
  if (soundCheck?.params.title) {
    const id = new URLSearchParams(location.search).get('id');
    const page = paths.bookSoundCheck(soundCheck.params.title);
    return id ? `${page}?${new URLSearchParams({ id }).toString()}` : page;
  }
  if (matchPath('/ebook', location.pathname)) {
    const book = new URLSearchParams(location.search).get('book');
    return book ? paths.bookContent(book, 'ebook') : paths.library;
  }
  return paths.home;
}

/** The page drawn behind the current location, or undefined when the location is a page itself. */
export function getBackgroundLocation(location: Location): Location | undefined {
  if (!isModalPath(location.pathname)) return undefined;
  const { backgroundLocation } = readModalState(location.state);
  if (backgroundLocation && !isModalPath(backgroundLocation.pathname)) return backgroundLocation;
  return pageLocation(defaultPageFor(location));
}

export const toHref = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;
