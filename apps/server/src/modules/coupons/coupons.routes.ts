// POST /api/coupons/check and POST /api/coupons/activate: book codes, rate limited per address and
// per account against guessing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { codeEntrySchema, codeResponseSchema, errorResponseSchema } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { signedInUser } from '../../plugins/authenticate.js';
import { limitPerKey } from '../../plugins/rate-limits.js';
import { trustedJson } from '../../plugins/serializer.js';
import { activateCode, checkCode } from './coupons.service.js';

const CODE_LIMIT = { max: 20, timeWindow: '15 minutes' };
const response = {
  // The book comes from the presenter a book read uses (test/serializer.test.ts).
  200: trustedJson(codeResponseSchema),
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

export async function couponsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perAccount = limitPerKey(fastify, ctx.config.rateLimits, {
    ...CODE_LIMIT,
    key: (request) => `code:${request.authUser?.id ?? request.ip}`,
  });
  const options = (summary: string) => ({
    config: { rateLimit: CODE_LIMIT },
    preHandler: [fastify.requireUser, perAccount],
    schema: {
      tags: ['codes'],
      summary,
      security: [{ bearer: [] }],
      body: codeEntrySchema,
      response,
    },
  });

  app.post('/api/coupons/check', options('Check a book code without using it'), (request) =>
    checkCode(ctx, signedInUser(request).id, request.body.coupon),
  );
  // The activation tells its own read-your-writes marker (decision 024), so its answer needs no other.
  app.post('/api/coupons/activate', options('Unlock a book with a code'), (request) =>
    activateCode(
      ctx,
      signedInUser(request).id,
      request.body.coupon,
      (request.writeMarker = ctx.changes.marker()),
    ),
  );
}
