// Modal routes are drawn over the page behind them. In-app links carry that page in the location
// state; a deep link gets a default page (home, or the library for add-book).
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

function pageLocation(pathname: string): Location {
  return { pathname, search: '', hash: '', state: null, key: 'default' };
}

/** The page drawn behind the current location, or undefined when the location is a page itself. */
export function getBackgroundLocation(location: Location): Location | undefined {
  if (!isModalPath(location.pathname)) return undefined;
  const { backgroundLocation } = readModalState(location.state);
  if (backgroundLocation && !isModalPath(backgroundLocation.pathname)) return backgroundLocation;
  return pageLocation(location.pathname === paths.addBook ? paths.library : paths.home);
}

export const toHref = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;
