// /api/admin/coupon-lists and /api/admin/coupons (spec sections 2, 7): code lists (query, get, save,
// update, delete), a list's codes by status, more codes for a list, its unused codes as CSV, who
// used a code, and the search for one code across the lists. Every route declares the couponList
// permission it needs (decision 013); the service keeps a channel-restricted admin to its channels'
// lists (decision 052).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeActivationsSchema,
  codePageQuerySchema,
  codePageSchema,
  codeSearchQuerySchema,
  codeSearchResultSchema,
  CODES_IN_BACKGROUND_ABOVE,
  COUPON_LIST_MESSAGES,
  couponListCreateSchema,
  couponListPageSchema,
  couponListQuerySchema,
  couponListSchema,
  couponListUpdateSchema,
  errorResponseSchema,
  generateCodesSchema,
  generatedCodesSchema,
  channelScope,
  packageOptionsQuerySchema,
  packageOptionsSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { errors, routeDocs, writeErrors } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import { selectPackageOptions } from '../shared/package-options.js';
import {
  availableCodesCsv,
  codeActivations,
  createCouponList,
  deleteCouponList,
  generateMoreCodes,
  listCodeLists,
  listCodes,
  readCodeList,
  updateCouponList,
} from './coupon-lists.service.js';
import { searchCode } from './code-search.js';

const params = z.object({ id: z.uuid({ error: COUPON_LIST_MESSAGES.notFound }) });
const docs = routeDocs('admin: code lists');

export async function couponListsAdminRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  jobs: JobQueue,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/coupon-lists';

  app.get(
    base,
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs('A page of code lists, newest first, with their counters'),
        querystring: couponListQuerySchema,
        response: { 200: couponListPageSchema, ...errors },
      },
    },
    (request) => listCodeLists(ctx, request.staff, request.query),
  );

  app.post(
    base,
    {
      config: needs('couponList', 'create'),
      schema: {
        ...docs(
          `Create a code list with its codes (201); above ${CODES_IN_BACKGROUND_ABOVE} codes a background job makes them (202, progress in \`generation\`)`,
        ),
        body: couponListCreateSchema,
        response: { 201: couponListSchema, 202: couponListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { list, inBackground } = await createCouponList(ctx, jobs, request.staff, request.body);
      reply.status(inBackground ? 202 : 201);
      return list;
    },
  );

  app.get(
    `${base}/package-options`,
    {
      config: needs('couponList', 'create'),
      schema: {
        ...docs('Packages a code list may unlock, by title'),
        querystring: packageOptionsQuerySchema,
        response: { 200: packageOptionsSchema, ...errors },
      },
    },
    (request) => selectPackageOptions(ctx.db, request.query.search, channelScope(request.staff)),
  );

  app.get(
    `${base}/:id`,
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs('One code list with its counters'),
        params,
        response: { 200: couponListSchema, ...errors },
      },
    },
    (request) => readCodeList(ctx, request.staff, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: needs('couponList', 'update'),
      schema: {
        ...docs('Rename a code list or change its expiry, at the version read'),
        params,
        body: couponListUpdateSchema,
        response: { 200: couponListSchema, ...writeErrors(couponListSchema) },
      },
    },
    (request) => updateCouponList(ctx, request.staff, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: needs('couponList', 'delete'),
      schema: {
        ...docs('Delete a code list and its codes (never one the API created: 409)'),
        params,
        response: { 204: z.null(), ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteCouponList(ctx, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/:id/codes`,
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs("A page of a list's codes: all, only available or only activated"),
        params,
        querystring: codePageQuerySchema,
        response: { 200: codePageSchema, ...errors },
      },
    },
    (request) => listCodes(ctx, request.staff, request.params.id, request.query),
  );

  app.post(
    '/api/admin/coupons/:id',
    {
      config: needs('couponList', 'update'),
      schema: {
        ...docs(
          `Generate more codes for a list (200); above ${CODES_IN_BACKGROUND_ABOVE} a background job makes them (202)`,
        ),
        params,
        body: generateCodesSchema,
        response: { 200: generatedCodesSchema, 202: generatedCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, inBackground } = await generateMoreCodes(
        ctx,
        jobs,
        request.staff,
        request.params.id,
        request.body.coupons,
      );
      reply.status(inBackground ? 202 : 200);
      return answer;
    },
  );

  app.get(
    '/api/admin/coupons/download-available/:id',
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs("The list's unused codes as CSV (UTF-8, header row)"),
        params,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { body, fileName } = await availableCodesCsv(ctx, request.staff, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  app.get(
    '/api/admin/coupons/:code/users',
    {
      config: needs('couponList', 'read'),
      schema: {
        ...docs('Who used a code, and when'),
        params: z.object({ code: z.string().min(1).max(40) }),
        response: { 200: codeActivationsSchema, ...errors },
      },
    },
    (request) => codeActivations(ctx, request.staff, request.params.code),
  );

  app.get(
    '/api/admin/coupons/search',
    {
      // Reading a code's list and uses is reading code lists (spec section 6: couponList VIEW).
      config: needs('couponList', 'read'),
      schema: {
        ...docs(
          'One code, typed as a learner would (any case, dashes, O/0, I/L/1): its list, status and who used it, within the caller’s channels',
        ),
        querystring: codeSearchQuerySchema,
        response: { 200: codeSearchResultSchema, ...errors },
      },
    },
    (request) => searchCode(ctx, request.staff, request.query.code),
  );
}
