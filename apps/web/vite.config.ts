// Vite build of the learner SPA. In development the API prefixes go to the server on port 3000.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './route-preloads';

/** Mantine's components and helpers that the library, discover, profile and most pages draw with. */
const MANTINE_BASICS = [
  `components/(${[
    'ActionIcon',
    'Alert',
    'Anchor',
    'AspectRatio',
    'Badge',
    'Button',
    'Card',
    'Center',
    'CloseButton',
    'Container',
    'Grid',
    'Group',
    'Image',
    'Loader',
    'Paper',
    'SimpleGrid',
    'Skeleton',
    'Stack',
    'Text',
    'Title',
    'Transition',
  ].join('|')})`,
  `core/utils/(${[
    'create-safe-context',
    'create-scoped-keydown-handler',
    'find-element-ancestor',
    'get-base-value',
    'get-breakpoint-value',
    'get-sorted-breakpoints',
    'is-element',
  ].join('|')})`,
  'core/(DirectionProvider|Box/get-style-object|styles-api/create-vars-resolver)',
  'core/MantineProvider/color-functions/get-auto-contrast-value',
];
const MANTINE_BASIC_HOOKS = [
  'use-did-update',
  'use-force-update',
  'use-id',
  'use-media-query',
  'use-merged-ref',
  'use-reduced-motion',
  'use-uncontrolled',
];
/** Those a book's pages add: tabs, the players' sliders, the description's typography. */
const MANTINE_BOOK = ['components/(Accordion|Slider|Tabs|Typography)'];
const MANTINE_BOOK_HOOKS = ['use-move', 'utils/clamp'];

/** A chunk group's test: these paths under @mantine/core/esm and these hooks of @mantine/hooks. */
function mantineModules(core: string[], hooks: string[]) {
  return new RegExp(
    [`@mantine/core/esm/(${core.join('|')})/`, `@mantine/hooks/esm/(${hooks.join('|')})/`]
      .join('|')
      .replace(/\//g, '[\\\\/]'),
  );
}

/**
 * Files in public/ are copied as they are. boot.js is on every first load, so the copy goes out
 * minified (with the bundler's own minifier): its comments are for us, not for the browser.
 */
function minifyBootScript(): Plugin {
  let file = '';
  return {
    name: 'bandbook:minify-boot-script',
    apply: 'build',
    configResolved(config) {
      file = resolve(config.root, config.build.outDir, 'boot.js');
    },
    async closeBundle() {
      const { code, errors } = await minify('boot.js', await readFile(file, 'utf8'));
      if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      await writeFile(file, code);
    },
  };
}

const apiTarget = process.env.BANDBOOK_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/dev', '/download', '/media'];

export default defineConfig({
  plugins: [react(), routePreloads(), minifyBootScript()],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Rolldown would otherwise share floating-ui (menus, popovers) with Portal in one chunk that
        // the landing page loads; in a chunk of its own it loads with the first menu. zod gets a chunk
        // named for it, so the first-load tests can tell it is not on a learner page's first load.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Mantine's components and helpers in two chunks (what most pages draw with, and what a
            // book's pages add) rather than dozens of small ones, each a request (the book page had
            // 58). The landing page draws without any of them (decision 022); first-load.spec.ts
            // checks that it loads neither.
            { name: 'mantine-basics', test: mantineModules(MANTINE_BASICS, MANTINE_BASIC_HOOKS) },
            { name: 'mantine-book', test: mantineModules(MANTINE_BOOK, MANTINE_BOOK_HOOKS) },
          ],
        },
      },
    },
  },
});
