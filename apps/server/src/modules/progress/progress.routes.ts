// POST /api/users/me/progress: save a SoundCheck result; answers the progress list and total stars.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, progressBodySchema, progressResponseSchema } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { saveResult } from './progress.service.js';

export async function progressRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/users/me/progress',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['books'],
        summary: 'Save a SoundCheck result (the best per item is kept)',
        security: [{ bearer: [] }],
        body: progressBodySchema,
        response: {
          200: progressResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => saveResult(ctx, request.authUser!.id, request.body),
  );
}
