// /api/admin/content-packages: the paged list, one package, create, update, Live/Draft, delete (an
// archive when learners hold it, decision 057), restore, the bulk actions, and the spec's duplicate call (GET /api/content-packages/duplicate/{id}). An admin restricted to channels
// works only on packages in its channels: any other package answers 404, to reads and writes alike.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentPackageSchema,
  CONTENT_PACKAGE_MESSAGES,
  contentPackageActiveSchema,
  contentPackageCreateSchema,
  contentPackageDeleteResultSchema,
  contentPackageAdminListQuerySchema,
  contentPackageListPageSchema,
  contentPackageListRowSchema,
  contentPackageRowSchema,
  contentPackageUpdateSchema,
  soundCheckLaunchParamsSchema,
  soundCheckLaunchTokenSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors, routeDocs, writeErrors } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import { deleteContentPackage, restoreContentPackage } from './archive-content-package.js';
import { contentPackagesBulkRoutes } from './content-packages-bulk.routes.js';
import {
  listContentPackages,
  readContentPackage,
  issuePreviewLaunch,
  setContentPackageActive,
} from './content-packages.service.js';
import { PREVIEW_PERMISSION } from '../../modules/soundcheck-launch/read-launch.js';
import { duplicateContentPackage } from './duplicate-content-package.js';
import { createContentPackage, updateContentPackage } from './save-content-package.js';

const params = z.object({ id: z.uuid({ error: CONTENT_PACKAGE_MESSAGES.notFound }) });
const CHANNEL_RULE = 'Admins restricted to channels: packages outside their channels answer 404.';
const docs = routeDocs('admin: content packages', CHANNEL_RULE);

export async function contentPackagesAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/content-packages';

  app.get(
    base,
    {
      config: needs('contentPackages', 'read'),
      schema: {
        ...docs('A page of packages (search title/author/publisher; sort; Live/Draft; channel)'),
        querystring: contentPackageAdminListQuerySchema,
        response: { 200: contentPackageListPageSchema, ...errors },
      },
    },
    ({ query, staff }) =>
      listContentPackages(ctx, staff, {
        ...query,
        active: query.active === undefined ? undefined : query.active === 'true',
        archived: query.archived === 'true',
      }),
  );

  app.get(
    `${base}/:id`,
    {
      config: needs('contentPackages', 'read'),
      schema: {
        ...docs('One package (404 outside your channels)'),
        params,
        response: { 200: adminContentPackageSchema, ...errors },
      },
    },
    (request) => readContentPackage(ctx, request.staff, request.params.id),
  );

  app.post(
    base,
    {
      config: needs('contentPackages', 'create'),
      schema: {
        ...docs('Create a Draft package (priced 0 in every currency unless a price is given)'),
        body: contentPackageCreateSchema,
        response: { 201: adminContentPackageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createContentPackage(ctx, request.staff, request.body, request.log);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: needs('contentPackages', 'update'),
      schema: {
        ...docs('Update the whole package at the version read (404 outside your channels)'),
        params,
        body: contentPackageUpdateSchema,
        response: { 200: adminContentPackageSchema, ...writeErrors(adminContentPackageSchema) },
      },
    },
    (request) =>
      updateContentPackage(ctx, request.staff, request.params.id, request.body, request.log),
  );

  app.put(
    `${base}/:id/active`,
    {
      config: needs('contentPackages', 'update'),
      schema: {
        ...docs('Make a package Live or a Draft (404 outside your channels)'),
        params,
        body: contentPackageActiveSchema,
        response: { 200: contentPackageRowSchema, ...writeErrors(adminContentPackageSchema) },
      },
    },
    (request) => setContentPackageActive(ctx, request.staff, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: needs('contentPackages', 'delete'),
      schema: {
        ...docs(
          'Delete a package with everything that hangs on it, or archive it when learners hold it (404 outside your channels)',
        ),
        params,
        response: { 200: contentPackageDeleteResultSchema, ...errors },
      },
    },
    (request) => deleteContentPackage(ctx, request.staff, request.params.id, request.log),
  );

  app.post(
    `${base}/:id/restore`,
    {
      config: needs('contentPackages', 'update'),
      schema: {
        ...docs('Offer an archived package again (404 outside your channels)'),
        params,
        response: { 200: contentPackageListRowSchema, ...writeErrors(adminContentPackageSchema) },
      },
    },
    (request) => restoreContentPackage(ctx, request.staff, request.params.id),
  );

  await contentPackagesBulkRoutes(app, ctx, base);

  app.get(
    '/api/content-packages/duplicate/:id',
    {
      config: needs('contentPackages', 'create'),
      schema: {
        ...docs("Copy a package as a Draft titled '<title> (copy)' (404 outside your channels)"),
        params,
        response: { 200: adminContentPackageSchema, ...errors },
      },
    },
    (request) => duplicateContentPackage(ctx, request.staff, request.params.id),
  );

  app.post(
    `${base}/:id/soundcheck/:contentId/launch`,
    {
      config: needs(...PREVIEW_PERMISSION),
      schema: {
        ...docs('A preview launch token for one SoundCheck item (nothing is saved; Drafts too)'),
        description: `${CHANNEL_RULE} The launch call checks the permission again.`,
        params: soundCheckLaunchParamsSchema,
        response: { 200: soundCheckLaunchTokenSchema, ...errors },
      },
    },
    (request) =>
      issuePreviewLaunch(ctx, request.staff, request.params.id, request.params.contentId),
  );
}
