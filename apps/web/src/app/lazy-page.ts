// Every route is its own chunk; the chunk load is tracked so the loading bar can show it. A route
// loads the whole Mantine stylesheet with its chunk, unless it draws only with the shell's styles
// (`shellStylesOnly`: the landing page, so its first load stays light; see shell-styles.ts).
import { lazy, type ComponentType } from 'react';
import { trackLoading } from '../lib/loading-tracker';

/** How long a route waits for the stylesheet before it draws anyway. */
const STYLES_WAIT_MS = 3000;

/**
 * The full stylesheet, awaited so a route never draws unstyled; but a stylesheet that fails, or is
 * slow beyond reason, must not keep the route (a login modal, say) from appearing at all.
 */
export const loadFullStyles = () =>
  Promise.race([
    import('./full-styles').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, STYLES_WAIT_MS)),
  ]);

export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
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
