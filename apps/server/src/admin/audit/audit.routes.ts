// /api/admin/audit: the audit log (superadmins), and /api/admin/audit/{entityType}/{entityId}: one
// record's history for whoever may read that record (checked in the service, since the resource
// and the channel scope depend on the record).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditActorSchema,
  auditEntrySchema,
  auditHistoryParamsSchema,
  auditPageSchema,
  auditQuerySchema,
  PERMISSION_RESOURCES,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors, routeDocs } from '../shared/admin-route.js';
import { needs, needsAny, type Permission } from '../shared/staff-guard.js';
import { listAudit, listAuditActors, readHistory } from './audit.service.js';

const docs = routeDocs('admin: audit log');

/** Reading any kind of record lets one ask for a history; the service checks the record's own. */
const READ_ANYTHING: Permission[] = [
  ...PERMISSION_RESOURCES.map((resource) => [resource, 'read'] as const),
  ['applications', 'read'],
];

export async function auditAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/audit',
    {
      config: needs('auditLog', 'read'),
      schema: {
        ...docs('The audit log, newest first, by staff member, record type, action and date'),
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    (request) => listAudit(ctx, request.query),
  );

  app.get(
    '/api/admin/audit/actors',
    {
      config: needs('auditLog', 'read'),
      schema: {
        ...docs('Staff members who appear in the audit log'),
        response: { 200: z.array(auditActorSchema), ...errors },
      },
    },
    () => listAuditActors(ctx),
  );

  app.get(
    '/api/admin/audit/:entityType/:entityId',
    {
      config: needsAny(...READ_ANYTHING),
      schema: {
        ...docs("One record's history, newest first"),
        params: auditHistoryParamsSchema,
        response: { 200: z.array(auditEntrySchema), ...errors },
      },
    },
    (request) =>
      readHistory(ctx, request.staff, request.params.entityType, request.params.entityId),
  );
}
