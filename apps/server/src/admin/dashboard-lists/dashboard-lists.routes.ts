// /api/admin/dashboard-content-lists (query, get, save, update, delete; spec section 7), the package
// picker's options, and /api/admin/dashboard-groups (the dashboard tabs). All under the contentList
// permission (decision 013). The picker offers a channel-restricted admin its channels' packages only
// (decision 052).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDashboardListSchema,
  channelScope,
  DASHBOARD_LIST_MESSAGES,
  dashboardListCreateSchema,
  dashboardListPageSchema,
  dashboardListQuerySchema,
  dashboardListUpdateSchema,
  dashboardTabsSchema,
  errorResponseSchema,
  packageOptionsQuerySchema,
  packageOptionsSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors, routeDocs, writeErrors } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import { readDashboardTabs, replaceDashboardTabs } from './dashboard-groups.js';
import {
  createDashboardList,
  deleteDashboardList,
  listDashboardLists,
  readDashboardListForAdmin,
  updateDashboardList,
} from './dashboard-lists.service.js';
import { selectPackageOptions } from '../shared/package-options.js';

const params = z.object({ id: z.uuid({ error: DASHBOARD_LIST_MESSAGES.notFound }) });
const docs = routeDocs('admin: dashboard lists');

export async function dashboardListsAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/dashboard-content-lists';

  app.get(
    base,
    {
      config: needs('contentList', 'read'),
      schema: {
        ...docs('A page of dashboard lists by title, with package counts and tabs'),
        querystring: dashboardListQuerySchema,
        response: { 200: dashboardListPageSchema, ...errors },
      },
    },
    (request) => listDashboardLists(ctx, request.query),
  );

  app.get(
    `${base}/package-options`,
    {
      config: needs('contentList', 'read'),
      schema: {
        ...docs('Packages a dashboard list may hold, by title'),
        querystring: packageOptionsQuerySchema,
        response: { 200: packageOptionsSchema, ...errors },
      },
    },
    (request) => selectPackageOptions(ctx.db, request.query.search, channelScope(request.staff)),
  );

  app.get(
    `${base}/:id`,
    {
      config: needs('contentList', 'read'),
      schema: {
        ...docs('One dashboard list'),
        params,
        response: { 200: adminDashboardListSchema, ...errors },
      },
    },
    (request) => readDashboardListForAdmin(ctx, request.params.id),
  );

  app.post(
    base,
    {
      config: needs('contentList', 'create'),
      schema: {
        ...docs('Create a dashboard list with its ordered packages'),
        body: dashboardListCreateSchema,
        response: { 201: adminDashboardListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createDashboardList(ctx, request.staff, request.body);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: needs('contentList', 'update'),
      schema: {
        ...docs('Update a dashboard list at the version read'),
        params,
        body: dashboardListUpdateSchema,
        response: { 200: adminDashboardListSchema, ...writeErrors(adminDashboardListSchema) },
      },
    },
    (request) => updateDashboardList(ctx, request.staff, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: needs('contentList', 'delete'),
      schema: {
        ...docs('Delete a dashboard list (never a fixed one: 409)'),
        params,
        response: { 204: z.null(), ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteDashboardList(ctx, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/dashboard-groups',
    {
      config: needs('contentList', 'read'),
      schema: {
        ...docs('The library and discover tabs: ordered list ids and the active switch'),
        response: { 200: dashboardTabsSchema, ...errors },
      },
    },
    () => readDashboardTabs(ctx),
  );

  app.put(
    '/api/admin/dashboard-groups',
    {
      config: needs('contentList', 'update'),
      schema: {
        ...docs('Replace the tabs sent (lists in order, active) in one transaction'),
        body: dashboardTabsSchema,
        response: { 200: dashboardTabsSchema, ...errors },
      },
    },
    (request) => replaceDashboardTabs(ctx, request.staff, request.body),
  );
}
