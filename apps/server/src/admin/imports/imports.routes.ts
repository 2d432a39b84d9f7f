// /api/admin/imports (issue 49 item 2): POST .../learners and POST .../codes?couponListId= take a CSV
// file as the request body (text/csv, at most IMPORT_MAX_BYTES) and start its check; GET .../{id}
// answers the check's or the import's state; POST .../{id}/run imports a file the check passed.
// Learners need sulUsers create (the accounts are single users the caller makes); codes need
// couponList update, as generating more codes for an existing list does (spec section 6: the list
// is changed, not created). Reading and running need either; the service then allows only the
// staff member who started the import, or a superadmin, and the kind's own permission to run it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  codeImportQuerySchema,
  errorResponseSchema,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importParamsSchema,
  importSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { HttpError } from '../../lib/http-error.js';
import { errors, routeDocs } from '../shared/admin-route.js';
import { needs, needsAny } from '../shared/staff-guard.js';
import { registerImportWorker } from './import-job.js';
import { readImport, runImport, startImport } from './imports.service.js';

const docs = routeDocs(
  'admin: imports',
  'CSV imports of learners and of codes: checked first (every error by line and column), then imported as a job (docs/imports.md).',
);
const bodyErrors = { ...errors, 413: errorResponseSchema };
const CSV_TYPES = ['text/csv', 'application/csv'];

/** The body's bytes, refused with 413 the moment they pass the cap (the rest is not read). */
function readCapped(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > IMPORT_MAX_BYTES) {
    return Promise.reject(new HttpError(413, IMPORT_MESSAGES.tooLarge));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    payload.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > IMPORT_MAX_BYTES) {
        payload.removeAllListeners('data');
        reject(new HttpError(413, IMPORT_MESSAGES.tooLarge));
      } else chunks.push(chunk);
    });
    payload.on('end', () => resolve(Buffer.concat(chunks)));
    payload.on('error', reject);
  });
}

export async function importsAdminRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  jobs: JobQueue,
) {
  // The jobs that check and import the files run in this process (unless its workers are off).
  await registerImportWorker(ctx, jobs);
  // Its own scope: the CSV body parser is for these routes only.
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      CSV_TYPES,
      (request: FastifyRequest, payload: NodeJS.ReadableStream) => readCapped(request, payload),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/api/admin/imports';
    const csvBody = { consumes: CSV_TYPES };
    const started = { 202: importSchema, ...bodyErrors };

    app.post(
      `${base}/learners`,
      {
        config: needs('sulUsers', 'create'),
        bodyLimit: IMPORT_MAX_BYTES + 1,
        schema: {
          ...docs('Check a CSV file of learners (a job; nothing is written)'),
          ...csvBody,
          response: started,
        },
      },
      async (request, reply) => {
        reply.status(202);
        return startImport(ctx, jobs, request.staff, 'learners', request.body);
      },
    );

    app.post(
      `${base}/codes`,
      {
        config: needs('couponList', 'update'),
        bodyLimit: IMPORT_MAX_BYTES + 1,
        schema: {
          ...docs('Check a CSV file of codes for a code list (a job; nothing is written)'),
          ...csvBody,
          querystring: codeImportQuerySchema,
          response: started,
        },
      },
      async (request, reply) => {
        reply.status(202);
        const { couponListId } = request.query;
        return startImport(ctx, jobs, request.staff, 'codes', request.body, couponListId);
      },
    );

    const either = needsAny(['sulUsers', 'create'], ['couponList', 'update']);
    app.get(
      `${base}/:id`,
      {
        config: either,
        schema: {
          ...docs('An import: its state, progress and the first errors found'),
          params: importParamsSchema,
          response: { 200: importSchema, ...errors },
        },
      },
      (request) => readImport(ctx, request.staff, request.params.id),
    );

    app.post(
      `${base}/:id/run`,
      {
        config: either,
        schema: {
          ...docs('Import a checked file that has no errors (a job; 409 otherwise)'),
          params: importParamsSchema,
          response: { 202: importSchema, ...errors, 409: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.status(202);
        return runImport(ctx, jobs, request.staff, request.params.id);
      },
    );
  });
}
