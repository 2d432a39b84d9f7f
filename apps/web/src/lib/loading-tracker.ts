// Counts work the user waits for that TanStack Query does not see (lazy route chunks), so the
// loading bar can show it.
type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function setPending(next: number) {
  pending = next;
  for (const listener of listeners) listener();
}

export function trackLoading<T>(promise: Promise<T>): Promise<T> {
  setPending(pending + 1);
  return promise.finally(() => setPending(pending - 1));
}

export const getPendingLoads = () => pending;

export function subscribeToLoads(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
