// A Vite plugin that writes dist/route-preloads.json: for the learner pages whose first load matters
// most, the chunks and stylesheets their route loads after the entry script, as `Link` header values.
// The server sends them with the page's HTML (apps/server/src/plugins/spa.ts), so the browser fetches
// the route's code beside the entry script instead of after it has run (decision 022).
import type { Plugin } from 'vite';

interface RoutePreloads {
  /** A regular expression over the URL's path. */
  path: string;
  /** The modules the route loads lazily (app-routes.tsx, lazyPage), relative to apps/web. */
  modules: string[];
}

// Pages other than home also load the full stylesheet (lazyPage).
const FULL_STYLES = 'src/app/full-styles.ts';
const BOOK_LAYOUT = 'src/features/books/components/book-layout.tsx';

export const ROUTE_PRELOADS: readonly RoutePreloads[] = [
  { path: '^/$', modules: ['src/features/home/components/home-page.tsx'] },
  {
    path: '^/dashboard/library/?$',
    modules: ['src/features/dashboard/components/library-page.tsx', FULL_STYLES],
  },
  {
    path: '^/dashboard/discover/?$',
    modules: ['src/features/dashboard/components/discover-page.tsx', FULL_STYLES],
  },
  {
    path: '^/books/[^/]+/content/?$',
    modules: [BOOK_LAYOUT, 'src/features/media/components/book-content-page.tsx', FULL_STYLES],
  },
  {
    path: '^/books/[^/]+/preview/?$',
    modules: [BOOK_LAYOUT, 'src/features/books/components/book-preview-page.tsx', FULL_STYLES],
  },
];

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreloads(base = '/'): Plugin {
  return {
    name: 'bandbook-route-preloads',
    apply: 'build',
    // After Vite's CSS plugin, which drops the chunks of CSS-only modules (full-styles.ts) and hands
    // their stylesheets to the chunks that import them.
    enforce: 'post',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & OutputChunk => item.type === 'chunk',
      );
      const assets = Object.values(bundle).filter((item) => item.type === 'asset');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || !byFile.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
      };
      // What the entry loads already: index.html names it and its imports.
      const entry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, entry);

      const routes = ROUTE_PRELOADS.map(({ path, modules }) => {
        const files = new Set<string>();
        const styles = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((item) =>
            item.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${module}`),
          );
          if (chunk) {
            withImports(chunk.fileName, files);
            continue;
          }
          // A module of stylesheets only has no chunk left, just its stylesheet, named after it.
          const cssName = `${module.replace(/^.*\//, '').replace(/\.tsx?$/, '')}.css`;
          const stylesheet = assets.find((asset) => asset.names.includes(cssName));
          if (!stylesheet) this.error(`route-preloads: no chunk or stylesheet for ${module}`);
          styles.add(stylesheet.fileName);
        }
        const scripts = [...files].filter((file) => !entry.has(file));
        for (const file of scripts) {
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
        }
        return {
          path,
          links: [
            ...scripts.map((file) => `<${base}${file}>; rel=modulepreload`),
            // Vite asks for a route's stylesheets in cors mode, so must the preload.
            ...[...styles].map((file) => `<${base}${file}>; rel=preload; as=style; crossorigin`),
          ],
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
    },
  };
}
