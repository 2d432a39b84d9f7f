// /api/data/exports/coupon and /api/data/exports/sul (spec section 7): POST starts a CSV export (a
// background job; the same export under way is answered instead), GET lists the finished files
// grouped by day, and GET .../{id}/file sends one file to the signed-in staff member (decision 053).
// Codes need the couponList read permission, single users sulUsers read; a channel-restricted admin
// exports and sees only code lists of its channels.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EXPORT_KINDS,
  exportFileParamsSchema,
  exportListSchema,
  exportStartedSchema,
  sulExportFiltersSchema,
  type PermissionResource,
  type SulExportFilters,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { errors, guardErrors, routeDocs } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import { safeFilename } from '../../modules/media/media.routes.js';
import { listExports, openExportFile, startExport } from './exports.service.js';

const RESOURCE: Record<(typeof EXPORT_KINDS)[number], PermissionResource> = {
  coupon: 'couponList',
  sul: 'sulUsers',
};
const docs = routeDocs('admin: exports');

export async function exportsAdminRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  jobs: JobQueue,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const kind of EXPORT_KINDS) {
    const url = `/api/data/exports/${kind}`;
    app.post(
      url,
      {
        config: needs(RESOURCE[kind], 'read'),
        schema: {
          ...docs(
            `Start a CSV export of ${kind === 'coupon' ? 'every code' : 'every single user'} (or answer the same export under way)`,
          ),
          // Single users: the list's current filters, so the file holds what the list shows.
          ...(kind === 'sul' ? { querystring: sulExportFiltersSchema } : {}),
          response: { 202: exportStartedSchema, ...errors, ...guardErrors },
        },
      },
      async (request, reply) => {
        reply.status(202);
        // Parsed by the querystring schema already (single users only).
        const filters = kind === 'sul' ? (request.query as SulExportFilters) : undefined;
        return startExport(ctx, jobs, request.staff, kind, filters);
      },
    );
    app.get(
      url,
      {
        config: needs(RESOURCE[kind], 'read'),
        schema: {
          ...docs('The finished CSV files, grouped by the day they were generated'),
          response: { 200: exportListSchema, ...guardErrors },
        },
      },
      (request) => listExports(ctx, request.staff, kind),
    );
    app.get(
      `${url}/:id/file`,
      {
        config: needs(RESOURCE[kind], 'read'),
        schema: {
          ...docs('One finished CSV file (UTF-8, header row), for the signed-in staff member'),
          params: exportFileParamsSchema,
          // 200 is the file itself, streamed from storage.
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await openExportFile(ctx, request.staff, kind, request.params.id);
        const fileName = `${safeFilename(file.title, 'export')}.csv`;
        // A stream, which the typed reply (JSON shapes only) does not name.
        return (reply as FastifyReply)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('content-length', file.size)
          .send(file.body);
      },
    );
  }
}
