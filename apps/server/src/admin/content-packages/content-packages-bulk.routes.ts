// The list's bulk actions under /api/admin/content-packages/bulk/…: one route per action, each
// needing the permission its single action needs (Live/Draft and a channel: update; delete: delete;
// restore: update), so the staff guard checks it before the body is read. All or nothing: a package
// outside the caller's channels answers 404 and nothing is written.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentPackageBulkActiveSchema,
  contentPackageBulkChannelSchema,
  contentPackageBulkResultSchema,
  contentPackageBulkSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors, routeDocs } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import {
  bulkAddToChannel,
  bulkDelete,
  bulkRestore,
  bulkSetActive,
} from './bulk-content-packages.js';

const docs = routeDocs(
  'admin: content packages',
  'One transaction; every package must be within your channels (404 otherwise, nothing written); each package changed is audited.',
);

export async function contentPackagesBulkRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  base: string,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const response = { 200: contentPackageBulkResultSchema, ...errors };

  app.post(
    `${base}/bulk/active`,
    {
      config: needs('contentPackages', 'update'),
      schema: {
        ...docs('Make several packages Live or Drafts'),
        body: contentPackageBulkActiveSchema,
        response,
      },
    },
    (request) => bulkSetActive(ctx, request.staff, request.body),
  );

  app.post(
    `${base}/bulk/channel`,
    {
      config: needs('contentPackages', 'update'),
      schema: {
        ...docs('Add several packages to a content channel (one of yours)'),
        body: contentPackageBulkChannelSchema,
        response,
      },
    },
    (request) => bulkAddToChannel(ctx, request.staff, request.body),
  );

  app.post(
    `${base}/bulk/delete`,
    {
      config: needs('contentPackages', 'delete'),
      schema: {
        ...docs('Delete several packages; those learners hold are archived instead'),
        body: contentPackageBulkSchema,
        response,
      },
    },
    (request) => bulkDelete(ctx, request.staff, request.body, request.log),
  );

  app.post(
    `${base}/bulk/restore`,
    {
      config: needs('contentPackages', 'update'),
      schema: {
        ...docs('Offer several archived packages again'),
        body: contentPackageBulkSchema,
        response,
      },
    },
    (request) => bulkRestore(ctx, request.staff, request.body),
  );
}
