// The saved redirect must survive the full-page trip to a social provider and back, so it is
// also kept in sessionStorage while that trip lasts.
const REDIRECT_KEY = 'bandbook.redirect';

export function saveRedirect(target: string | undefined) {
  try {
    if (target) sessionStorage.setItem(REDIRECT_KEY, target);
    else sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Storage may be unavailable (private mode); the redirect is only a convenience.
  }
}

export function takeSavedRedirect(): string | null {
  try {
    const target = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return target;
  } catch {
    return null;
  }
}
