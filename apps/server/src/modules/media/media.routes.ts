// Media from the storage layer with HTTP range requests (seeking): GET /media/<key> for public files
// and signed URLs, and GET /download/audio for owners downloading a track or the book's zip.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import {
  bookIdParamsSchema,
  downloadQuerySchema,
  downloadTokenResponseSchema,
  errorResponseSchema,
  mediaKeyFromUrl,
  mediaQuerySchema,
  MESSAGES,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { contentPackages } from '../../db/schema/index.js';
import { forbidden, notFound, unauthorized } from '../../lib/http-error.js';
import { userForClaims, signedInUser } from '../../plugins/authenticate.js';
import { DOWNLOAD_TOKEN_TTL_SECONDS } from '../../security/jwt.js';
import { isPublicKey } from '../../storage/media-urls.js';
import { loadBookWithAccess } from '../catalogue/book-access.js';
import { MEDIA_CSP, mediaAnswerOf } from './media-answer.js';
/** Lifetimes of the S3 URLs we redirect to: a public file's, and a download's (it starts at once). */
const PUBLIC_REDIRECT_SECONDS = 3600;
const DOWNLOAD_REDIRECT_SECONDS = 300;

/** Where CSV exports are written (modules/exports). */
const EXPORTS_FOLDER = 'uploads/exports/';

export const DOWNLOAD_MESSAGES = {
  notFound: 'This file does not exist.',
  notAllowed: 'Only the owner of this book can download its audio.',
};

/** A filename for Content-Disposition: letters, digits and a few safe marks only. */
export function safeFilename(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9 ._()-]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}

/**
 * `path` as a storage key: given as the key itself, or as the /media/ URL (relative or absolute, with
 * its signature) that GET /api/content-packages/{id} returns. Undefined when it cannot be read.
 */
export function storageKeyOf(path: string): string | undefined {
  if (!path.startsWith('/media/') && !/^https?:\/\//i.test(path)) return path;
  try {
    return mediaKeyFromUrl(path);
  } catch {
    return undefined;
  }
}

/** Whether a request came to the media origin (MEDIA_ORIGIN), or to the app's own. */
const isForHost = (request: FastifyRequest, origin: string) =>
  request.hostname.toLowerCase() === new URL(origin).hostname;

export async function mediaRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { root } = ctx.storage;
  const { mediaOrigin } = ctx.config;
  /** The Content-Type each answer from disk is sent with; @fastify/static would take the extension's. */
  const contentTypes = new WeakMap<FastifyReply, string>();
  if (root) {
    await fastify.register(fastifyStatic, {
      root,
      serve: false,
      setHeaders: (reply) => {
        const type = contentTypes.get(reply);
        if (type) reply.header('content-type', type);
      },
    });
  }

  // The local driver sends files from disk (@fastify/static: Range requests, so players seek). With
  // S3 we redirect to a signed GET URL of the bucket instead of streaming: S3 (or its CDN) then serves
  // the bytes and every Range request itself, so a 2 GB video never passes through this process. The
  // URL expires no later than the /media/ URL that led to it, so a redirect never widens a grant.
  const sendStored = async (
    reply: FastifyReply,
    key: string,
    options: { contentType: string; disposition?: string; expiresInSeconds: number },
  ) => {
    if (root) {
      contentTypes.set(reply, options.contentType);
      if (options.disposition) reply.header('content-disposition', options.disposition);
      return reply.sendFile(key);
    }
    const lasting =
      isPublicKey(key) && !options.disposition ? ctx.storage.publicUrl(key) : undefined;
    const url =
      lasting ??
      (await ctx.storage.signedGetUrl(key, {
        expiresInSeconds: Math.max(1, Math.floor(options.expiresInSeconds)),
        contentDisposition: options.disposition,
      }));
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  };

  /** Every answer of a stored file, errors and redirects included, is inert in a browser. */
  const sandboxed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', MEDIA_CSP).header('x-content-type-options', 'nosniff');
  };

  app.get(
    '/media/*',
    {
      onRequest: sandboxed,
      schema: {
        tags: ['media'],
        summary: 'A stored file (public, or with a signature from the API); supports Range',
        querystring: mediaQuerySchema,
        response: { 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // With MEDIA_ORIGIN, user files are only ever opened there: a page that got past every check
      // would run in an origin that holds no session. The signature covers the key, not the host.
      if (mediaOrigin) {
        if (!isForHost(request, mediaOrigin)) {
          return reply.redirect(`${mediaOrigin}${request.url}`, 302);
        }
        // The app reads exercises, stems and PDFs with fetch() from its own origin.
        reply
          .header('access-control-allow-origin', new URL(ctx.config.publicUrl).origin)
          .header('access-control-expose-headers', 'Accept-Ranges, Content-Range, Content-Length')
          .header('vary', 'Origin');
      }
      // The router has already decoded the key; decoding it again would turn %25 into a malformed
      // sequence (a 500) and %252F into a slash.
      const key = (request.params as { '*': string })['*'];
      // Export files hold personal data: they are read only through the staff session's file route
      // (decision 053), never with a signature that anyone holding the link could use.
      if (key.startsWith(EXPORTS_FOLDER)) throw notFound(DOWNLOAD_MESSAGES.notFound);
      if (!(await ctx.storage.exists(key))) throw notFound(DOWNLOAD_MESSAGES.notFound);
      if (!ctx.media.allows(key, request.query)) throw forbidden(MESSAGES.forbidden);
      reply.header('cache-control', 'private, max-age=3600');
      const exp = Number(request.query.exp);
      const answer = mediaAnswerOf(key);
      reply.header('content-security-policy', answer.contentSecurityPolicy);
      return sendStored(reply, key, {
        contentType: answer.contentType,
        disposition: answer.disposition === 'attachment' ? 'attachment' : undefined,
        expiresInSeconds: Number.isInteger(exp) ? exp - Date.now() / 1000 : PUBLIC_REDIRECT_SECONDS,
      });
    },
  );

  /** The book a download token was issued for, per request. */
  const downloadScopes = new WeakMap<FastifyRequest, string>();
  // A plain link cannot carry the bearer header, so this call also takes a token as a parameter:
  // preferably a download token (one book, minutes; POST .../download-token), or, for clients of
  // the spec that pass it, the session token (the request log redacts it).
  const authenticateDownload = async (request: FastifyRequest) => {
    const token = (request.query as { accessToken?: string }).accessToken;
    if (token && !request.headers.authorization) {
      const download = await ctx.jwt.verifyDownload(token);
      if (download) {
        request.authUser = await userForClaims(ctx.viewers, download);
        if (!request.authUser) throw unauthorized(MESSAGES.unauthorized);
        downloadScopes.set(request, download.packageId);
        return;
      }
      request.headers.authorization = `Bearer ${token}`;
    }
    await fastify.requireUser(request);
  };

  app.post(
    '/api/content-packages/:id/download-token',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['media'],
        summary: `A token for plain download links of one book you own (valid ${DOWNLOAD_TOKEN_TTL_SECONDS / 60} minutes)`,
        security: [{ bearer: [] }],
        params: bookIdParamsSchema,
        response: {
          200: downloadTokenResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const loaded = await loadBookWithAccess(ctx.db, user.id, request.params.id);
      if (!loaded) throw notFound(MESSAGES.notFound);
      if (!loaded.access.canDownload) throw forbidden(DOWNLOAD_MESSAGES.notAllowed);
      const book = loaded.book;
      const accessToken = await ctx.jwt.signDownload({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        packageId: book.id,
      });
      return { accessToken, expiresInSeconds: DOWNLOAD_TOKEN_TTL_SECONDS };
    },
  );

  app.get(
    '/download/audio',
    {
      onRequest: sandboxed,
      preHandler: authenticateDownload,
      schema: {
        tags: ['media'],
        summary:
          'Download a track or the audio zip of a book you own (never during a trial); path is the storage key or the /media/ URL the API gave',
        querystring: downloadQuerySchema,
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const path = storageKeyOf(request.query.path);
      if (path === undefined) throw notFound(DOWNLOAD_MESSAGES.notFound);
      const { filename } = request.query;
      // The path is looked up among the books' tracks and zips, never joined onto the disk.
      const [owner] = await ctx.db
        .select({ id: contentPackages.id })
        .from(contentPackages)
        .where(
          sql`${contentPackages.content}->>'audioListZipFilePath' = ${path}
            or jsonb_path_exists(${contentPackages.content}, '$.audioList[*].trackList[*] ? (@.audioFilePath == $p)', jsonb_build_object('p', ${path}::text))`,
        )
        .limit(1);
      const userId = request.authUser?.id;
      if (!userId) throw unauthorized(MESSAGES.unauthorized);
      const loaded = owner ? await loadBookWithAccess(ctx.db, userId, owner.id) : undefined;
      if (!loaded || !(await ctx.storage.exists(path))) throw notFound(DOWNLOAD_MESSAGES.notFound);
      const scope = downloadScopes.get(request);
      if (scope !== undefined && scope !== loaded.book.id) {
        throw forbidden(DOWNLOAD_MESSAGES.notAllowed);
      }
      if (!loaded.access.canDownload) throw forbidden(DOWNLOAD_MESSAGES.notAllowed);
      const extension = path.slice(path.lastIndexOf('.'));
      const name = safeFilename(filename, `download${extension}`);
      return sendStored(reply, path, {
        contentType: mediaAnswerOf(path).contentType,
        disposition: `attachment; filename="${name.endsWith(extension) ? name : name + extension}"`,
        expiresInSeconds: DOWNLOAD_REDIRECT_SECONDS,
      });
    },
  );
}
