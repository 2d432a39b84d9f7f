// GET /api/amazon/aws/s3Policy (spec section 7): a presigned POST for one browser upload. Staff who
// may create or update content packages get one; app icons are for superadmins (application update) only;
// staff who edit single users get one for a learner's picture only (issue 44).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APP_ICON_DIR,
  can,
  errorResponseSchema,
  MESSAGES,
  PICTURE_UPLOAD_DIR,
  s3PolicyQuerySchema,
  s3PolicyResponseSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/http-error.js';
import { guardErrors, routeDocs } from '../shared/admin-route.js';
import { needsAny } from '../shared/staff-guard.js';
import { createUploadPolicy } from './uploads.service.js';

export async function uploadsAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/amazon/aws/s3Policy',
    {
      // The package forms upload on create (a cover) and on edit; the app-icon case is checked below.
      config: needsAny(
        ['contentPackages', 'create'],
        ['contentPackages', 'update'],
        ['sulUsers', 'update'],
      ),
      schema: {
        ...routeDocs('admin: uploads')(
          'A presigned POST for one upload: an exact key under targetDir, the exact content type, a size limit, minutes of validity',
        ),
        querystring: s3PolicyQuerySchema,
        response: {
          200: s3PolicyResponseSchema,
          400: errorResponseSchema,
          ...guardErrors,
        },
      },
    },
    async (request) => {
      const { query } = request;
      if (query.targetDir === APP_ICON_DIR && !can(request.staff, 'applications', 'update')) {
        throw forbidden(MESSAGES.forbidden);
      }
      const editsPackages =
        can(request.staff, 'contentPackages', 'create') ||
        can(request.staff, 'contentPackages', 'update');
      if (!editsPackages && query.targetDir !== PICTURE_UPLOAD_DIR) {
        throw forbidden(MESSAGES.forbidden);
      }
      return createUploadPolicy(ctx.storage, query);
    },
  );
}
