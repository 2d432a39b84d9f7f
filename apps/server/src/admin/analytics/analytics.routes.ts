// /api/admin/analytics (issue 49): redemption analytics of the back office, codes activated and trials
// started per day, book, channel and code list, as JSON and as the same figures in CSV, and the
// filters' choices. Every figure is within the caller's channels (decision 052).
//
// Permission: couponList VIEW (spec section 6). Activations are the uses of code lists, which that
// permission already opens one by one (a list's codes and who used them, its CSV, the code export);
// trials are counted beside them as the other way a learner takes up a book, per book, which a
// publisher reads together with its codes. No permission of the spec is nearer, and contentPackages
// VIEW would open the code lists' figures to staff who may not see the lists themselves.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  redemptionAnalyticsSchema,
  redemptionFilterOptionsSchema,
  redemptionQuerySchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors, guardErrors, routeDocs } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import {
  csvFileName,
  readFilterOptions,
  readRedemptions,
  redemptionsCsv,
} from './analytics.service.js';

const docs = routeDocs('admin: analytics');
const base = '/api/admin/analytics';

export async function analyticsAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${base}/redemptions`,
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs(
          'Codes activated and trials started per day (UTC), per book, per channel and per code list, with each list’s uses, capacity and share used',
        ),
        querystring: redemptionQuerySchema,
        response: { 200: redemptionAnalyticsSchema, ...errors },
      },
    },
    (request) => readRedemptions(ctx, request.staff, request.query),
  );

  app.get(
    `${base}/redemptions.csv`,
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs('The same figures as CSV (UTF-8, header row; the first column names the section)'),
        querystring: redemptionQuerySchema,
        // 200 is the CSV itself, streamed.
        response: errors,
      },
    },
    async (request, reply) => {
      const answer = await readRedemptions(ctx, request.staff, request.query);
      // A stream, which the typed reply (JSON shapes only) does not name.
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(request.query)}"`)
        .send(redemptionsCsv(answer));
    },
  );

  app.get(
    `${base}/filter-options`,
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs('The books, channels and code lists the analytics filters offer'),
        response: { 200: redemptionFilterOptionsSchema, ...guardErrors },
      },
    },
    (request) => readFilterOptions(ctx, request.staff),
  );
}
