// The app-wide events the API client raises: 'unauthorized' (401) and 'forbidden' (403).
export type AuthEvent = 'unauthorized' | 'forbidden';
type Listener = (event: AuthEvent) => void;

const listeners = new Set<Listener>();

export function emitAuthEvent(event: AuthEvent) {
  for (const listener of listeners) listener(event);
}

export function onAuthEvent(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
