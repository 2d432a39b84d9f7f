// The bearer token of the session, kept in sessionStorage (spec section 7) and observable from React.
const TOKEN_KEY = 'bandbook.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  sessionStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken() {
  if (getToken() === null) return;
  sessionStorage.removeItem(TOKEN_KEY);
  notify();
}

export function subscribeToToken(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
