// /api/data/exports/coupon and /api/data/exports/sul (spec section 7): POST starts a CSV export (a
// background job), GET lists the finished files grouped by day. Codes need the couponList read
// permission, single users sulUsers read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  EXPORT_KINDS,
  exportListSchema,
  exportStartedSchema,
  type PermissionResource,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { needs } from '../../plugins/staff-guard.js';
import { listExports, startExport } from './exports.service.js';

const RESOURCE: Record<(typeof EXPORT_KINDS)[number], PermissionResource> = {
  coupon: 'couponList',
  sul: 'sulUsers',
};
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export async function exportsAdminRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  jobs: JobQueue,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const kind of EXPORT_KINDS) {
    const url = `/api/data/exports/${kind}`;
    const docs = (summary: string) => ({
      tags: ['admin: exports'],
      summary,
      security: [{ bearer: [] }],
    });
    app.post(
      url,
      {
        config: needs(RESOURCE[kind], 'read'),
        schema: {
          ...docs(
            `Start a CSV export of ${kind === 'coupon' ? 'every code' : 'every single user'}`,
          ),
          response: { 202: exportStartedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = request.authUser!;
        reply.status(202);
        return startExport(ctx, jobs, { id: user.id, username: user.username }, kind);
      },
    );
    app.get(
      url,
      {
        config: needs(RESOURCE[kind], 'read'),
        schema: {
          ...docs('The finished CSV files, grouped by the day they were generated'),
          response: { 200: exportListSchema, ...errors },
        },
      },
      () => listExports(ctx, kind),
    );
  }
}
