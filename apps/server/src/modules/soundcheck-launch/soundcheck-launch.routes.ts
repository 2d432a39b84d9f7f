// The learner's SoundCheck launch (decision 017): a launch token for one item (session bearer), and
// what that token opens (the launch token as bearer, never a session token).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS,
  soundCheckLaunchParamsSchema,
  soundCheckLaunchQuerySchema,
  soundCheckLaunchSchema,
  soundCheckLaunchTokenSchema,
} from '@bandbook/domain';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppContext } from '../../context.js';
import { issueLearnerLaunch } from './issue-launch.js';
import { readLaunch } from './read-launch.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const hours = SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS / 3600;

export async function soundCheckLaunchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/content-packages/:id/soundcheck/:contentId/launch',
    {
      preHandler: fastify.requireUser,
      schema: {
        tags: ['books'],
        summary: `A launch token and player path for one SoundCheck item you may play (valid ${hours} hours)`,
        security: [{ bearer: [] }],
        params: soundCheckLaunchParamsSchema,
        response: { 200: soundCheckLaunchTokenSchema, ...errors },
      },
    },
    (request) =>
      issueLearnerLaunch(ctx, signedInUser(request), request.params.id, request.params.contentId),
  );

  app.get(
    '/api/soundcheck/launch',
    {
      preHandler: fastify.requireLaunchToken,
      schema: {
        tags: ['books'],
        summary:
          'What a launch token opens (bearer: the launch token only); access is checked again',
        security: [{ bearer: [] }],
        querystring: soundCheckLaunchQuerySchema,
        response: { 200: soundCheckLaunchSchema, ...errors },
      },
    },
    (request) => readLaunch(ctx, signedInUser(request), request.launchScope!, request.query),
  );
}
