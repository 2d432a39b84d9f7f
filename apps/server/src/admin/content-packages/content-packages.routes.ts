// /api/admin/content-packages: the paged list, one package, create, update, Live/Draft, delete, and the
// spec's duplicate call (GET /api/content-packages/duplicate/{id}). An admin restricted to channels
// works only on packages in its channels: any other package answers 404, to reads and writes alike.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentPackageSchema,
  CONTENT_PACKAGE_MESSAGES,
  conflictResponseSchema,
  contentPackageActiveSchema,
  contentPackageCreateSchema,
  contentPackageListQuerySchema,
  contentPackagePageSchema,
  contentPackageRowSchema,
  contentPackageUpdateSchema,
  errorResponseSchema,
  messageResponseSchema,
  soundCheckLaunchParamsSchema,
  soundCheckLaunchTokenSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { needs } from '../shared/staff-guard.js';
import {
  deleteContentPackage,
  listContentPackages,
  readContentPackage,
  issuePreviewLaunch,
  setContentPackageActive,
} from './content-packages.service.js';
import { PREVIEW_PERMISSION } from '../../modules/soundcheck-launch/read-launch.js';
import { duplicateContentPackage } from './duplicate-content-package.js';
import { createContentPackage, updateContentPackage } from './save-content-package.js';

const params = z.object({ id: z.uuid({ error: CONTENT_PACKAGE_MESSAGES.notFound }) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const writeErrors = { ...errors, 409: conflictResponseSchema(adminContentPackageSchema) };
const CHANNEL_RULE = 'Admins restricted to channels: packages outside their channels answer 404.';
const docs = (summary: string) => ({
  tags: ['admin: content packages'],
  summary,
  description: CHANNEL_RULE,
  security: [{ bearer: [] }],
});
/** The staff guard has run: the caller is signed in and allowed. */
const editor = (request: FastifyRequest) => request.authUser!;

export async function contentPackagesAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/content-packages';

  app.get(
    base,
    {
      config: needs('contentPackages', 'read'),
      schema: {
        ...docs('A page of packages (search title/author/publisher; sort; Live/Draft; channel)'),
        querystring: contentPackageListQuerySchema,
        response: { 200: contentPackagePageSchema, ...errors },
      },
    },
    ({ query, authUser }) =>
      listContentPackages(ctx, authUser!, {
        ...query,
        active: query.active === undefined ? undefined : query.active === 'true',
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
    (request) => readContentPackage(ctx, editor(request), request.params.id),
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
      return createContentPackage(ctx, editor(request), request.body, request.log);
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
        response: { 200: adminContentPackageSchema, ...writeErrors },
      },
    },
    (request) =>
      updateContentPackage(ctx, editor(request), request.params.id, request.body, request.log),
  );

  app.put(
    `${base}/:id/active`,
    {
      config: needs('contentPackages', 'update'),
      schema: {
        ...docs('Make a package Live or a Draft (404 outside your channels)'),
        params,
        body: contentPackageActiveSchema,
        response: { 200: contentPackageRowSchema, ...writeErrors },
      },
    },
    (request) => setContentPackageActive(ctx, editor(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: needs('contentPackages', 'delete'),
      schema: {
        ...docs('Delete a package with everything that hangs on it (404 outside your channels)'),
        params,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    (request) => deleteContentPackage(ctx, editor(request), request.params.id, request.log),
  );

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
    (request) => duplicateContentPackage(ctx, editor(request), request.params.id),
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
      issuePreviewLaunch(ctx, editor(request), request.params.id, request.params.contentId),
  );
}
