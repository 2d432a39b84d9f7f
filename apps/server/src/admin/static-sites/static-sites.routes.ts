// /api/admin/static-sites: start a build (202, answered before it runs) and follow its progress.
// Admins and superadmins may build (decision 013). Builds left queued or running by a stopped process
// are marked failed when the app is ready; closing the app waits for the build under way.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STATIC_SITE_MESSAGES,
  staticSiteBuildSchema,
  staticSiteStartedSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { errors, routeDocs } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import { createStaticSiteRunner } from './build-runner.js';
import { presentBuild } from './static-sites.presenter.js';
import { failInterruptedBuilds, findBuild, findLatestBuild } from './static-sites.queries.js';

const docs = routeDocs('admin: static sites');

export async function staticSitesAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runner = createStaticSiteRunner(ctx, fastify.log);
  fastify.addHook('onReady', async () => {
    await failInterruptedBuilds(ctx.db).catch((error: unknown) =>
      fastify.log.warn({ err: error }, 'cannot mark interrupted static site builds'),
    );
  });
  fastify.addHook('onClose', () => runner.idle());

  const present = async (id: string) => {
    const row = await findBuild(ctx.db, id);
    if (!row) throw notFound(STATIC_SITE_MESSAGES.notFound);
    return presentBuild(row, ctx.media);
  };

  app.post(
    '/api/admin/static-sites',
    {
      config: needs('staticSites', 'create'),
      schema: {
        ...docs('Build the public site as static HTML (or answer the build under way)'),
        response: { 202: staticSiteStartedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const started = await runner.start(request.staff);
      const { _id, status } = await present(started.id);
      reply.status(202);
      return { _id, status };
    },
  );

  app.get(
    '/api/admin/static-sites/latest',
    {
      config: needs('staticSites', 'read'),
      schema: { ...docs('The newest build'), response: { 200: staticSiteBuildSchema, ...errors } },
    },
    async () => {
      const row = await findLatestBuild(ctx.db);
      if (!row) throw notFound(STATIC_SITE_MESSAGES.noneYet);
      return presentBuild(row, ctx.media);
    },
  );

  app.get(
    '/api/admin/static-sites/:id',
    {
      config: needs('staticSites', 'read'),
      schema: {
        ...docs('One build and its progress'),
        params: z.object({ id: z.uuid({ error: STATIC_SITE_MESSAGES.notFound }) }),
        response: { 200: staticSiteBuildSchema, ...errors },
      },
    },
    (request) => present(request.params.id),
  );
}
