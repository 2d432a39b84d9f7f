// /api/admin/applications: query, get, save, update and info update (spec section 7). Admins read;
// only superadmins write (the policy, decision 013).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  applicationCreateSchema,
  applicationInfoSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationSchema,
  applicationUpdateSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors, routeDocs, writeErrors } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import {
  createApplication,
  listApplications,
  readApplication,
  updateApplication,
  updateApplicationInfo,
} from './applications.service.js';

const params = z.object({ id: z.uuid({ error: APPLICATION_MESSAGES.notFound }) });
const docs = routeDocs('admin: applications');

export async function applicationsAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/applications';

  app.get(
    base,
    {
      config: needs('applications', 'read'),
      schema: {
        ...docs('A page of applications by name'),
        querystring: applicationListQuerySchema,
        response: { 200: applicationPageSchema, ...errors },
      },
    },
    (request) => listApplications(ctx, request.query),
  );

  app.get(
    `${base}/:id`,
    {
      config: needs('applications', 'read'),
      schema: {
        ...docs('One application'),
        params,
        response: { 200: applicationSchema, ...errors },
      },
    },
    (request) => readApplication(ctx, request.staff, request.params.id),
  );

  app.post(
    base,
    {
      config: needs('applications', 'create'),
      schema: {
        ...docs('Create an application (defaults: 365-day subscription, 14-day trial)'),
        body: applicationCreateSchema,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createApplication(ctx, request.staff, request.body);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: needs('applications', 'update'),
      schema: {
        ...docs('Update an application at the version read'),
        params,
        body: applicationUpdateSchema,
        response: { 200: applicationSchema, ...writeErrors(applicationSchema) },
      },
    },
    (request) => updateApplication(ctx, request.staff, request.params.id, request.body),
  );

  app.put(
    `${base}/:id/info`,
    {
      config: needs('applications', 'update'),
      schema: {
        ...docs('Update the name, icon, content flag and SSO URL at the version read'),
        params,
        body: applicationInfoSchema,
        response: { 200: applicationSchema, ...writeErrors(applicationSchema) },
      },
    },
    (request) => updateApplicationInfo(ctx, request.staff, request.params.id, request.body),
  );
}
