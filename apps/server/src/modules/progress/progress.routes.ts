// POST /api/users/me/progress: save a SoundCheck result; answers the progress list and total stars.
// Takes the session token or the player's launch token for the same item (decision 017).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  progressWithTakeBodySchema,
  progressWithTakeResponseSchema,
} from '@bandbook/domain';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppContext } from '../../context.js';
import { checkLaunchScope, saveResult } from './progress.service.js';

export async function progressRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/users/me/progress',
    {
      preHandler: fastify.requireUserOrLaunchToken,
      schema: {
        tags: ['books'],
        summary:
          "Save a SoundCheck result (the best per item and tempo band is kept, and every take in the practice journal; the answer names the new take); bearer: a session token or that item's launch token",
        security: [{ bearer: [] }],
        body: progressWithTakeBodySchema,
        response: {
          200: progressWithTakeResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => {
      checkLaunchScope(request.launchScope, request.body);
      return saveResult(ctx, signedInUser(request).id, request.body);
    },
  );
}
