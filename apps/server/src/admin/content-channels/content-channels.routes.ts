// /api/admin/content-channels: query, get, save, update, delete (spec section 7), and the package
// picker's options. Each route declares the contentChannels permission it needs (decision 013).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentChannelSchema,
  channelScope,
  CONTENT_CHANNEL_MESSAGES,
  contentChannelCreateSchema,
  contentChannelListQuerySchema,
  contentChannelPageSchema,
  contentChannelUpdateSchema,
  errorResponseSchema,
  packageOptionsQuerySchema,
  packageOptionsSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors, routeDocs, writeErrors } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import {
  createChannel,
  deleteChannel,
  listChannels,
  readChannel,
  updateChannel,
} from './content-channels.service.js';
import { selectPackageOptions } from '../shared/package-options.js';

const params = z.object({ id: z.uuid({ error: CONTENT_CHANNEL_MESSAGES.notFound }) });
const docs = routeDocs('admin: content channels');

export async function contentChannelsAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/content-channels';

  app.get(
    base,
    {
      config: needs('contentChannels', 'read'),
      schema: {
        ...docs('A page of channels by name, with package counts'),
        querystring: contentChannelListQuerySchema,
        response: { 200: contentChannelPageSchema, ...errors },
      },
    },
    (request) => listChannels(ctx, request.staff, request.query),
  );

  app.get(
    `${base}/package-options`,
    {
      config: needs('contentChannels', 'read'),
      schema: {
        ...docs('Packages a channel may list, by title'),
        querystring: packageOptionsQuerySchema,
        response: { 200: packageOptionsSchema, ...errors },
      },
    },
    (request) => selectPackageOptions(ctx.db, request.query.search, channelScope(request.staff)),
  );

  app.get(
    `${base}/:id`,
    {
      config: needs('contentChannels', 'read'),
      schema: {
        ...docs('One channel'),
        params,
        response: { 200: adminContentChannelSchema, ...errors },
      },
    },
    (request) => readChannel(ctx, request.staff, request.params.id),
  );

  app.post(
    base,
    {
      config: needs('contentChannels', 'create'),
      schema: {
        ...docs('Create a channel with its ordered packages'),
        body: contentChannelCreateSchema,
        response: { 201: adminContentChannelSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createChannel(ctx, request.staff, request.body);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: needs('contentChannels', 'update'),
      schema: {
        ...docs('Update a channel at the version read'),
        params,
        body: contentChannelUpdateSchema,
        response: { 200: adminContentChannelSchema, ...writeErrors(adminContentChannelSchema) },
      },
    },
    (request) => updateChannel(ctx, request.staff, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: needs('contentChannels', 'delete'),
      schema: {
        ...docs('Delete a channel (never the main one: 409)'),
        params,
        response: { 204: z.null(), ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteChannel(ctx, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
