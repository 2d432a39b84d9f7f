// Serves the built web app (apps/web/dist) and answers index.html for the SPA's own routes. The
// build writes .br and .gz copies of its text files, sent as the browser accepts them; files under
// assets/ have content hashes in their names, so they are cached for a year, and index.html is
// revalidated on every load. The home page's HTML comes with `Link` preloads for its first screen.
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const SERVER_PREFIXES = ['/api/', '/auth/', '/dev/', '/download/', '/media/'];

export interface SpaOptions {
  /** `Link` preloads for the home page's HTML: what its first screen needs, asked for at once. */
  homePreloads?: () => Promise<string[]>;
}

export async function registerSpa(app: FastifyInstance, webDist: string, options: SpaOptions = {}) {
  if (!existsSync(webDist)) {
    app.log.warn(`web build not found at ${webDist}; run \`npm run build\` to serve the app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (_: unknown, reply: { sendFile: (f: string) => unknown }) =>
    reply.sendFile('index.html');
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    // A hint only: the page loads as well without it (the database may be away).
    const links = await options.homePreloads?.().catch(() => []);
    if (links?.length) reply.header('Link', links.join(', '));
    return sendIndex(request, reply);
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ message: `Not found. ${request.method} ${path}` });
    }
    // Built files have their own routes (wildcard: false); everything else is a client-side route.
    return sendIndex(request, reply);
  });
}
