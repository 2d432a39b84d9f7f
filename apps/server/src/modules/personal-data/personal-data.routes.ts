// The learner's own data (issue 49): GET /api/users/me/data answers the archive of everything kept
// about the signed-in account (personal-data.ts), DELETE /api/users/me deletes the account
// (delete-own-account.ts); staff fetch the same archive for a learner through the back office
// (admin/users), and delete accounts there.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteOwnAccountSchema,
  errorResponseSchema,
  MESSAGES,
  messageResponseSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { signedInUser } from '../../plugins/authenticate.js';
import { LIMITS } from '../../plugins/rate-limits.js';
import type { UserRow } from '../users/users.presenter.js';
import { findUserById } from '../users/users.queries.js';
import { deleteOwnAccount } from './delete-own-account.js';
import { collectPersonalData } from './personal-data.js';
import { personalDataArchive, personalDataFileName } from './personal-data-archive.js';

/** Answers one account's archive as a download that no cache keeps. */
export async function sendPersonalData(reply: FastifyReply, db: Db, user: UserRow) {
  const madeAt = new Date();
  const archive = personalDataArchive(await collectPersonalData(db, user), madeAt);
  return reply
    .header('content-type', 'application/zip')
    .header(
      'content-disposition',
      `attachment; filename="${personalDataFileName({ ...user }, madeAt)}"`,
    )
    .header('cache-control', 'no-store')
    .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
}

export async function personalDataRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/users/me/data',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Download everything kept about the signed-in account: a zip of JSON files (account, sign-ins, books, codes, SoundCheck results, account history, mails) with a README',
        security: [{ bearer: [] }],
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserById(ctx.db, signedInUser(request).id);
      if (!user) throw notFound(MESSAGES.notFound);
      return sendPersonalData(reply, ctx.db, user);
    },
  );

  app.delete(
    '/api/users/me',
    {
      preHandler: fastify.requireUser,
      // A stolen session must not make it a place to guess the password.
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ['users'],
        summary:
          "Delete the signed-in learner's own account: its password, or for an account without one its email or username as `confirm`; personal data is erased everywhere and every session ends",
        security: [{ bearer: [] }],
        body: deleteOwnAccountSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await deleteOwnAccount(ctx, signedInUser(request).id, request.body);
      return { message: MESSAGES.accountDeleted };
    },
  );
}
