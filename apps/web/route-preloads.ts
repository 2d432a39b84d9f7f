// A Vite plugin that writes dist/route-preloads.json: for the learner pages whose first load matters
// most, what the page needs, as `Link` header values the server sends with its HTML
// (apps/server/src/plugins/spa.ts), so the browser asks for all of it at once (decision 022):
// - `shell`: boot.js on a signed-in learner's page, the entry's stylesheet, the public config and the
//   entry's scripts. index.html names these too, but the browser reads the header first, and over
//   HTTP/1.1 (six connections per host) the route's many small chunks would otherwise go before them;
// - `route`: the chunks and stylesheets the route loads beyond the entry.
// The server puts a page's data preloads (home's showcase and cover) between the two.
import type { Plugin } from 'vite';

interface RoutePreloads {
  /** A regular expression over the URL's path. */
  path: string;
  /** The modules the route loads lazily (app-routes.tsx, lazyPage), relative to apps/web. */
  modules: string[];
  /**
   * A signed-in learner's page: public/boot.js asks for its first data, so it is preloaded first.
   */
  signedIn?: boolean;
}

// The stylesheets a page loads beyond the shell's (lazyPage's `styles`): library, discover and a book
// draw with the learner pages' components, the other pages but home with the full stylesheet.
const LEARNER_STYLES = 'src/app/learner-styles.ts';
const FULL_STYLES = 'src/app/full-styles.ts';
// Startup waits for it (index.html preloads it too).
const PUBLIC_CONFIG = '/api/config/public';
const BOOK_LAYOUT = 'src/features/books/components/book-layout.tsx';

export const ROUTE_PRELOADS: readonly RoutePreloads[] = [
  { path: '^/$', modules: ['src/features/home/components/home-page.tsx'] },
  {
    path: '^/dashboard/library/?$',
    modules: ['src/features/dashboard/components/library-page.tsx', LEARNER_STYLES],
    signedIn: true,
  },
  {
    path: '^/dashboard/discover/?$',
    modules: ['src/features/dashboard/components/discover-page.tsx', LEARNER_STYLES],
    signedIn: true,
  },
  {
    path: '^/books/[^/]+/content/?$',
    modules: [BOOK_LAYOUT, 'src/features/media/components/book-content-page.tsx', LEARNER_STYLES],
    signedIn: true,
  },
  {
    path: '^/books/[^/]+/preview/?$',
    modules: [
      BOOK_LAYOUT,
      'src/features/books/components/book-preview-page.tsx',
      LEARNER_STYLES,
      FULL_STYLES,
    ],
    signedIn: true,
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
      // What the entry loads: index.html names it, its imports and its stylesheet.
      const entry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, entry);
      const entryStyles = [...entry].flatMap((file) => [
        ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
      ]);
      const entryScripts = [...entry].map((file) => `<${base}${file}>; rel=modulepreload`);

      const routes = ROUTE_PRELOADS.map(({ path, modules, signedIn = false }) => {
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
        // Vite asks for stylesheets in cors mode (crossorigin), so must the preloads.
        const stylesheet = (file: string) => `<${base}${file}>; rel=preload; as=style; crossorigin`;
        return {
          path,
          shell: [
            ...(signedIn ? [`<${base}boot.js>; rel=preload; as=script`] : []),
            ...entryStyles.map(stylesheet),
            `<${PUBLIC_CONFIG}>; rel=preload; as=fetch; crossorigin=anonymous`,
            ...entryScripts,
          ],
          route: [
            ...scripts.map((file) => `<${base}${file}>; rel=modulepreload`),
            ...[...styles].map(stylesheet),
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
