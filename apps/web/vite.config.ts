// Vite build of the learner SPA. In development the API prefixes go to the server on port 3000.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './route-preloads';

const apiTarget = process.env.BANDBOOK_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/dev', '/download', '/media'];

export default defineConfig({
  plugins: [react(), routePreloads()],
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
          ],
        },
      },
    },
  },
});
