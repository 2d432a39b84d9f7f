// Serves the built web app (apps/web/dist) and answers index.html for the SPA's own routes. The
// build writes .br and .gz copies of its text files, sent as the browser accepts them; files under
// assets/ have content hashes in their names, so they are cached for a year, and index.html is
// revalidated on every load. The HTML of the pages whose first load matters most comes with `Link`
// preloads: the entry's and the route's files (route-preloads.json, written by the web build), and on
// home its first data (decision 022). A book page's HTML names the book's package in a meta tag, for
// public/boot.js to ask for it at once.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isUuid } from '@bandbook/domain';

const SERVER_PREFIXES = ['/api/', '/auth/', '/dev/', '/download/', '/media/'];

export interface SpaOptions {
  /** `Link` preloads for the home page's HTML: what its first screen needs, asked for at once. */
  homePreloads?: () => Promise<string[]>;
  /** The package a book page's slug names, if one live title has it. */
  bookPageId?: (slug: string) => Promise<string | null>;
}

/** A book's pages: /books/{slug}, /books/{slug}/content and the others the app draws. */
const BOOK_PAGE = /^\/books\/([^/]+)(?:\/[a-z]+)?\/?$/;

/** The slug of a book page's path, or null for any other path (or a slug that does not decode). */
function bookPageSlug(path: string): string | null {
  const match = BOOK_PAGE.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

interface RoutePreloads {
  pattern: RegExp;
  /** The entry's files (and boot.js on a signed-in page): asked for first. */
  shell: string[];
  /** The route's own chunks and stylesheets. */
  route: string[];
}

/** The web build's route-preloads.json: per path pattern, what the page needs, as `Link` values. */
function readRoutePreloads(app: FastifyInstance, webDist: string): RoutePreloads[] {
  const file = join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return [];
  try {
    const routes = JSON.parse(readFileSync(file, 'utf8')) as (Omit<RoutePreloads, 'pattern'> & {
      path: string;
    })[];
    return routes.map(({ path, shell, route }) => ({ pattern: new RegExp(path), shell, route }));
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
  /** The page's `Link` values: the shell's files, then its data's, then the route's code. */
  const pageLinks = (path: string, data: string[] = []) => {
    const matched = routes.filter((route) => route.pattern.test(path));
    if (matched.length === 0) return data;
    return [
      ...matched.flatMap((route) => route.shell),
      ...data,
      ...matched.flatMap((route) => route.route),
    ];
  };
  /** index.html with the page's `Link` preloads, and on a book page the meta tag naming its book. */
  const sendIndex = async (links: string[], reply: FastifyReply, bookId?: string | null) => {
    if (links.length > 0) reply.header('Link', links.join(', '));
    if (!bookId || !isUuid(bookId)) return reply.sendFile('index.html');
    // First in <head>, so it is parsed before boot.js (an async script) can run.
    const html = (await readFile(join(webDist, 'index.html'), 'utf8')).replace(
      '<head>',
      `<head>\n    <meta name="bandbook-book" content="${bookId}" />`,
    );
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    // A hint only: the page loads as well without it (the database may be away).
    const data = (await options.homePreloads?.().catch(() => [])) ?? [];
    return sendIndex(pageLinks('/', data), reply);
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ message: `Not found. ${request.method} ${path}` });
    }
    // Built files have their own routes (wildcard: false); everything else is a client-side route.
    const slug = bookPageSlug(path);
    // A hint only, like the home page's: without it the page finds the book in the dashboard.
    const bookId = slug === null ? null : await options.bookPageId?.(slug).catch(() => null);
    return sendIndex(pageLinks(path), reply, bookId);
  });
}
