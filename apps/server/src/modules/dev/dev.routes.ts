// Development and demo helpers, never registered in production and answered only to this machine:
// the mail outbox (JSON for tools, a page for people) and the demo accounts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { outbox } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.js';
import { readUnusedDemoCodes } from '../../seed/demo-codes.js';
import { notFound } from '../../lib/http-error.js';
import { isLoopback } from '../../lib/loopback.js';
import { outboxMessageSchema, type OutboxMessage } from './outbox-message.js';
import { renderOutboxPage } from './outbox-page.js';

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

export async function devRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The outbox holds password-reset links: only a browser on this machine may read it. Both the
  // socket and the client address (when a trusted proxy names one) must be loopback.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
      throw notFound(`${MESSAGES.notFound} ${request.method} ${request.url.split('?')[0]}`);
    }
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest emails, newest first (JSON, or a page when a browser asks for HTML)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.union([z.array(outboxMessageSchema), z.string()]) },
      },
    },
    async (request, reply) => {
      const rows = await ctx.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt))
        .limit(request.query.limit);
      const messages: OutboxMessage[] = rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: [...new Set(row.text.match(URL_PATTERN) ?? [])],
        createdAt: row.createdAt.toISOString(),
      }));
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return messages;
      return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages));
    },
  );

  app.get(
    '/dev/demo',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo accounts and the demo book codes not used up yet',
        response: {
          200: z.object({
            accounts: z.array(
              z.object({
                username: z.string(),
                password: z.string(),
                role: z.string(),
                note: z.string(),
              }),
            ),
            codes: z.array(
              z.object({
                code: z.string(),
                bookId: z.string(),
                bookTitle: z.string(),
                remainingUses: z.number(),
                list: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({
      accounts: ctx.config.demo
        ? DEMO_ACCOUNTS.map(({ username, password, role, note }) => ({
            username,
            password,
            role,
            note,
          }))
        : [],
      codes: ctx.config.demo ? await readUnusedDemoCodes(ctx.db) : [],
    }),
  );
}
