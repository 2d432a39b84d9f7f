// The learner routes that need a session (spec section 2, "Learner (login required)").
const PROTECTED_PREFIXES = ['/dashboard', '/profile', '/welcome', '/books', '/ebook', '/admin'];

export function isProtectedPath(pathname: string) {
  return PROTECTED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
