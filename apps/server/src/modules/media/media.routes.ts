// Media from the storage layer with HTTP range requests (seeking): GET /media/<key> for public files
// and signed URLs, and GET /download/audio for owners downloading a track or the book's zip.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponseSchema, MESSAGES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { contentPackages, entitlements } from '../../db/schema/index.js';
import { forbidden, notFound, unauthorized } from '../../lib/http-error.js';
import { accessTo } from '../catalogue/entitlements.js';
import { findPackage } from '../catalogue/packages.queries.js';

/** Never let stored HTML or SVG run in our origin. */
const INLINE_UNSAFE = /\.(html?|svg|xml|js)$/i;

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

export async function mediaRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await fastify.register(fastifyStatic, { root: ctx.storage.root, serve: false });

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored file (public, or with a signature from the API); supports Range',
        querystring: z.object({
          exp: z.string().optional(),
          sig: z.string().optional(),
          scope: z.string().optional(),
        }),
        response: { 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = decodeURIComponent((request.params as { '*': string })['*']);
      if (!ctx.storage.exists(key)) throw notFound(DOWNLOAD_MESSAGES.notFound);
      if (!ctx.media.allows(key, request.query)) throw forbidden(MESSAGES.forbidden);
      if (INLINE_UNSAFE.test(key)) reply.header('content-disposition', 'attachment');
      reply.header('cache-control', 'private, max-age=3600');
      return reply.sendFile(key);
    },
  );

  // A plain link cannot carry the bearer header, so this one call also takes the token as a parameter.
  const authenticateDownload = async (request: FastifyRequest) => {
    const token = (request.query as { accessToken?: string }).accessToken;
    if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
    await fastify.requireUser(request);
  };

  app.get(
    '/download/audio',
    {
      preHandler: authenticateDownload,
      schema: {
        tags: ['media'],
        summary: 'Download a track or the audio zip of a book you own (never during a trial)',
        querystring: z.object({
          path: z.string().min(1).max(500),
          filename: z.string().max(200).default(''),
          accessToken: z.string().max(2000).optional(),
        }),
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { path, filename } = request.query;
      // The path is looked up among the books' tracks and zips, never joined onto the disk.
      const [owner] = await ctx.db
        .select({ id: contentPackages.id })
        .from(contentPackages)
        .where(
          sql`${contentPackages.content}->>'audioListZipFilePath' = ${path}
            or jsonb_path_exists(${contentPackages.content}, '$.audioList[*].trackList[*] ? (@.audioFilePath == $p)', jsonb_build_object('p', ${path}::text))`,
        )
        .limit(1);
      const book = owner ? await findPackage(ctx.db, owner.id) : undefined;
      if (!book || !ctx.storage.exists(path)) throw notFound(DOWNLOAD_MESSAGES.notFound);
      const userId = request.authUser?.id;
      if (!userId) throw unauthorized(MESSAGES.unauthorized);
      const [held] = await ctx.db
        .select()
        .from(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.packageId, book.id)));
      if (!accessTo(book, held).canDownload) throw forbidden(DOWNLOAD_MESSAGES.notAllowed);
      const extension = path.slice(path.lastIndexOf('.'));
      const name = safeFilename(filename, `download${extension}`);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${name.endsWith(extension) ? name : name + extension}"`,
        )
        .sendFile(path);
    },
  );
}
