// Serves the built web app (apps/web/dist) and answers index.html for the SPA's own routes. The
// build writes .br and .gz copies of its text files, sent as the browser accepts them; files under
// assets/ have content hashes in their names, so they are cached for a year, and index.html is
// revalidated on every load. The HTML of the pages whose first load matters most comes with `Link`
// preloads: their route's chunks and stylesheets (route-preloads.json, written by the web build), and
// on home its first data (decision 022).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const SERVER_PREFIXES = ['/api/', '/auth/', '/dev/', '/download/', '/media/'];

export interface SpaOptions {
  /** `Link` preloads for the home page's HTML: what its first screen needs, asked for at once. */
  homePreloads?: () => Promise<string[]>;
}

interface RoutePreloads {
  pattern: RegExp;
  links: string[];
}

/** The web build's route-preloads.json: per path pattern, the route's code as `Link` values. */
function readRoutePreloads(app: FastifyInstance, webDist: string): RoutePreloads[] {
  const file = join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return [];
  try {
    const routes = JSON.parse(readFileSync(file, 'utf8')) as { path: string; links: string[] }[];
    return routes.map(({ path, links }) => ({ pattern: new RegExp(path), links }));
  } catch (error) {
    app.log.warn({ err: error }, `unreadable ${file}: pages are sent without their preloads`);
    return [];
  }
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
  const routes = readRoutePreloads(app, webDist);
  const routeLinks = (path: string) =>
    routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.links);
  const sendIndex = (
    links: string[],
    reply: { header: (name: string, value: string) => unknown; sendFile: (f: string) => unknown },
  ) => {
    if (links.length > 0) reply.header('Link', links.join(', '));
    return reply.sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    // A hint only: the page loads as well without it (the database may be away).
    const data = (await options.homePreloads?.().catch(() => [])) ?? [];
    return sendIndex([...data, ...routeLinks('/')], reply);
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ message: `Not found. ${request.method} ${path}` });
    }
    // Built files have their own routes (wildcard: false); everything else is a client-side route.
    return sendIndex(routeLinks(path), reply);
  });
}
