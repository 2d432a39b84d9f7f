// Staff preview of a SoundCheck item (the spec's /admin/content-packages/edit/{id}/soundcheck/preview):
// a launch token marked preview, for Draft packages too, within the staff member's channels.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  soundCheckLaunchParamsSchema,
  soundCheckLaunchTokenSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { needs } from '../../plugins/staff-guard.js';
import { issuePreviewLaunch } from './issue-launch.js';
import { PREVIEW_PERMISSION } from './read-launch.js';

export async function soundCheckLaunchAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/content-packages/:id/soundcheck/:contentId/launch',
    {
      config: needs(...PREVIEW_PERMISSION),
      schema: {
        tags: ['admin: content packages'],
        summary: 'A preview launch token for one SoundCheck item (nothing is saved; Drafts too)',
        description:
          'Admins restricted to channels: packages outside their channels answer 404. The launch call checks the permission again.',
        security: [{ bearer: [] }],
        params: soundCheckLaunchParamsSchema,
        response: {
          200: soundCheckLaunchTokenSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) =>
      issuePreviewLaunch(ctx, request.authUser!, request.params.id, request.params.contentId),
  );
}
