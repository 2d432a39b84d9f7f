// Every route is its own chunk; the chunk load is tracked so the loading bar can show it.
import { lazy, type ComponentType } from 'react';
import { trackLoading } from '../lib/loading-tracker';

export function lazyPage<M extends Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const module = await trackLoading(load());
    return { default: module[name] };
  });
}
