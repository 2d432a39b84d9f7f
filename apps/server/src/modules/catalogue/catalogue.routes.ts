// Catalogue calls: the public showcase; for learners the dashboard, its lists and groups, channels, discover by category, one
// book, and starting a trial.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  bookIdParamsSchema,
  channelParamsSchema,
  contentChannelSchema,
  dashboardGroupSchema,
  dashboardListSchema,
  dashboardSchema,
  discoverPageSchema,
  discoverParamsSchema,
  discoverQuerySchema,
  errorResponseSchema,
  groupParamsSchema,
  learnerPackageSchema,
  listParamsSchema,
  showcaseSchema,
  trialBodySchema,
} from '@bandbook/domain';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppContext } from '../../context.js';
import { sendPreparedJson, trustedJson } from '../../plugins/serializer.js';
import { channelPackages, contentChannels, contentPackages } from '../../db/schema/index.js';
import {
  buildDashboard,
  readDashboardGroup,
  readDashboardList,
  readShowcase,
} from './dashboard.service.js';
import { discoverByCategory, startTrial, viewBookJson } from './book.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const security = [{ bearer: [] }];

/** GET /api/dashboard/showcase: public, for the home page's carousel. */
export async function showcaseRoutes(fastify: FastifyInstance, ctx: AppContext) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/showcase',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Public: books for the home carousel and the how-it-works video',
        response: { 200: showcaseSchema },
      },
    },
    () => readShowcase(ctx),
  );
}

/** Every call here is for signed-in learners. */
export async function catalogueRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  fastify.addHook('preHandler', fastify.requireUser);

  app.get(
    '/api/dashboard/dynamic',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The learner dashboard',
        security,
        response: { 200: trustedJson(dashboardSchema), ...errors },
      },
    },
    (request) => buildDashboard(ctx, signedInUser(request).id),
  );

  app.get(
    '/api/dashboard/dynamic/:channelId',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The learner dashboard limited to one content channel',
        security,
        params: channelParamsSchema,
        response: { 200: trustedJson(dashboardSchema), ...errors },
      },
    },
    (request) => buildDashboard(ctx, signedInUser(request).id, request.params.channelId),
  );

  app.get(
    '/api/dashboard/content-group/:id',
    {
      schema: {
        tags: ['dashboard'],
        summary: "A dashboard tab's lists ('library' or 'discover')",
        security,
        params: groupParamsSchema,
        response: { 200: dashboardGroupSchema, ...errors },
      },
    },
    (request) => readDashboardGroup(ctx, signedInUser(request).id, request.params.id),
  );

  app.get(
    '/api/dashboard/content-list/:id',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'One dashboard list with its books',
        security,
        params: listParamsSchema,
        response: { 200: dashboardListSchema, ...errors },
      },
    },
    (request) => readDashboardList(ctx, signedInUser(request).id, request.params.id),
  );

  app.get(
    '/api/dashboard/discover/:category/:id',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Books of one genre or instrument, 14 per page',
        security,
        params: discoverParamsSchema,
        querystring: discoverQuerySchema,
        response: { 200: discoverPageSchema, ...errors },
      },
    },
    (request) =>
      discoverByCategory(
        ctx,
        signedInUser(request).id,
        request.params.category,
        request.params.id,
        request.query.page,
      ),
  );

  app.get(
    '/api/content-channels',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Content channels with their ordered package ids',
        security,
        response: { 200: z.array(contentChannelSchema), ...errors },
      },
    },
    async () => {
      const [channels, entries] = await Promise.all([
        ctx.db.select().from(contentChannels).orderBy(asc(contentChannels.name)),
        // An archived package is in no learner's list of a channel (decision 057).
        ctx.db
          .select({ channelId: channelPackages.channelId, packageId: channelPackages.packageId })
          .from(channelPackages)
          .innerJoin(contentPackages, eq(contentPackages.id, channelPackages.packageId))
          .where(isNull(contentPackages.archivedAt))
          .orderBy(asc(channelPackages.position)),
      ]);
      return channels.map((channel) => ({
        _id: channel.id,
        name: channel.name,
        list: entries.filter((e) => e.channelId === channel.id).map((e) => e.packageId),
      }));
    },
  );

  app.get(
    '/api/content-packages/:id',
    {
      schema: {
        tags: ['books'],
        summary: 'One book with what this learner may use of it',
        security,
        params: bookIdParamsSchema,
        response: { 200: trustedJson(learnerPackageSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPreparedJson(
        reply as FastifyReply,
        await viewBookJson(ctx, signedInUser(request).id, request.params.id),
      ),
  );

  app.post(
    '/api/users/me/trial',
    {
      schema: {
        tags: ['books'],
        summary: 'Start the trial of a book',
        security,
        body: trialBodySchema,
        response: { 201: learnerPackageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await startTrial(ctx, signedInUser(request).id, request.body.contentPackageId)),
  );
}
