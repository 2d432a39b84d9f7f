// Vite build of the learner SPA. In development the API prefixes go to the server on port 3000.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './route-preloads';

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
            // The Mantine components of nearly every page but the landing page: one chunk rather
            // than a dozen small ones (the landing page draws without them; decision 022).
            {
              name: 'mantine-basics',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Anchor|AspectRatio|Badge|Button|Card|Center|CloseButton|Container|Group|Loader|Paper|SimpleGrid|Skeleton|Stack|Text|Title|Transition)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
