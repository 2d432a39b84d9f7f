// The player's state snapshot and its listeners: React reads it through useSyncExternalStore, every part of
// the player writes to it by patches. Once closed (the player disposed) it takes no more patches.
import type { PlayerState } from './player-state';

type Listener = () => void;

export class PlayerStore {
  private snapshot: PlayerState;
  private readonly listeners = new Set<Listener>();
  private closed = false;

  constructor(initial: PlayerState) {
    this.snapshot = initial;
  }

  /** The current snapshot (a new object after every change). */
  get state(): PlayerState {
    return this.snapshot;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  getState = (): PlayerState => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(patch: Partial<PlayerState>): void {
    if (this.closed) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** No more changes, nor listeners. */
  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}
