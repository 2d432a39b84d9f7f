// Every route is its own chunk; the chunk load is tracked so the loading bar can show it. A route
// loads the whole Mantine stylesheet with its chunk, unless it draws only with the shell's styles
// (`shellStylesOnly`: the landing page, so its first load stays light; see shell-styles.ts).
import { lazy, type ComponentType } from 'react';
import { trackLoading } from '../lib/loading-tracker';

const loadFullStyles = () => import('./full-styles');

export function lazyPage<M extends Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  name: K,
  { shellStylesOnly = false }: { shellStylesOnly?: boolean } = {},
) {
  return lazy(async () => {
    const [module] = await trackLoading(
      Promise.all([load(), shellStylesOnly ? undefined : loadFullStyles()]),
    );
    return { default: module[name] };
  });
}
