// /api/admin/users (spec section 7): single users and staff share these routes, so the guard lets in
// whoever holds the action on either resource (sulUsers or adminUsers) and the service checks the
// rule for the account itself (decision 019). The package picker offers a restricted admin its
// channels' packages only (decision 052).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAvailabilitySchema,
  adminChangePasswordSchema,
  adminEmailCheckSchema,
  adminMessageSchema,
  adminUserCreateSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsernameCheckSchema,
  adminUserUpdateSchema,
  channelScope,
  conflictResponseSchema,
  duplicateAssignmentSchema,
  errorResponseSchema,
  MESSAGES,
  newsletterBodySchema,
  observedDashboardSchema,
  packageOptionsQuerySchema,
  packageOptionsSchema,
  recordIdSchema,
  USER_ADMIN_MESSAGES,
  userIdBodySchema,
  userListQuerySchema,
  type AdminAction,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { errors as requestErrors, routeDocs } from '../shared/admin-route.js';
import { needs, needsAny } from '../shared/staff-guard.js';
import { selectPackageOptions } from '../shared/package-options.js';
import { isEmailTaken, isUsernameTaken } from '../../modules/users/users.queries.js';
import { observeDashboard } from './observation.js';
import {
  changeAccountPassword,
  deleteAccount,
  markVerified,
  resendValidationEmail,
  setNewsletter,
} from './account-actions.js';
import { sendPersonalData } from '../../modules/personal-data/personal-data.routes.js';
import { createAccount, listUsers, loadFor, readUser, updateAccount } from './users.service.js';

// Lower-cased by the schema, so the service compares canonical ids (decision 054).
const params = z.object({ id: recordIdSchema(USER_ADMIN_MESSAGES.notFound) });
// Any write may find the account deleted meanwhile (409).
const errors = { ...requestErrors, 409: errorResponseSchema };
const docs = routeDocs('admin: users');
/** Either kind of account: the service checks which one this is. */
const onAccounts = (action: AdminAction) => needsAny(['sulUsers', action], ['adminUsers', action]);

export async function usersAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/users';

  app.get(
    `${base}/user-list-page`,
    {
      config: onAccounts('read'),
      schema: {
        ...docs('A page of one role’s accounts, newest first, with the spec’s filters'),
        querystring: userListQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    (request) => listUsers(ctx, request.staff, request.query),
  );

  app.post(
    base,
    {
      config: onAccounts('create'),
      schema: {
        ...docs('Create an account (status 0 sends the validation email, 1 skips it)'),
        body: adminUserCreateSchema,
        response: { 201: adminUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createAccount(ctx, request.staff, request.body);
    },
  );

  app.post(
    `${base}/check-username`,
    {
      config: onAccounts('read'),
      schema: {
        ...docs('Is this username free? (the account being edited counts as free)'),
        body: adminUsernameCheckSchema,
        response: { 200: adminAvailabilitySchema, ...errors },
      },
    },
    async (request) =>
      (await isUsernameTaken(ctx.db, request.body.username, request.body.exceptId))
        ? { available: false, message: MESSAGES.usernameTaken }
        : { available: true },
  );

  app.post(
    `${base}/check-email`,
    {
      config: onAccounts('read'),
      schema: {
        ...docs('Is this email free? (the account being edited counts as free)'),
        body: adminEmailCheckSchema,
        response: { 200: adminAvailabilitySchema, ...errors },
      },
    },
    async (request) =>
      (await isEmailTaken(ctx.db, request.body.email, request.body.exceptId))
        ? { available: false, message: MESSAGES.emailTaken }
        : { available: true },
  );

  app.get(
    `${base}/package-options`,
    {
      config: onAccounts('update'),
      schema: {
        ...docs('Packages a subscription or trial may be given for, by title'),
        querystring: packageOptionsQuerySchema,
        response: { 200: packageOptionsSchema, ...errors },
      },
    },
    (request) => selectPackageOptions(ctx.db, request.query.search, channelScope(request.staff)),
  );

  app.put(
    `${base}/resend-validation-email`,
    {
      config: onAccounts('update'),
      schema: {
        ...docs('Send the validation email again'),
        body: userIdBodySchema,
        response: { 200: adminMessageSchema, ...errors },
      },
    },
    (request) => resendValidationEmail(ctx, request.staff, request.body._id),
  );

  app.put(
    `${base}/update-user-status`,
    {
      config: onAccounts('update'),
      schema: {
        ...docs('Mark the account verified (status 1)'),
        body: userIdBodySchema,
        response: { 200: adminMessageSchema, ...errors },
      },
    },
    (request) => markVerified(ctx, request.staff, request.body._id),
  );

  app.put(
    `${base}/delete-single-user-account`,
    {
      // The list's delete action is for single users only (spec: it needs canDeleteSUL).
      config: needs('sulUsers', 'delete'),
      schema: {
        ...docs('Delete an account (its sessions end; the row stays, wiped)'),
        body: userIdBodySchema,
        response: { 200: adminMessageSchema, ...errors },
      },
    },
    (request) => deleteAccount(ctx, request.staff, request.body._id),
  );

  app.get(
    `${base}/:id`,
    {
      config: onAccounts('read'),
      schema: {
        ...docs('One account with its subscriptions and trials (a deleted one says so)'),
        params,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    (request) => readUser(ctx, request.staff, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: onAccounts('update'),
      schema: {
        ...docs(
          'Update an account and its complete subscription and trial lists, at the version read',
        ),
        params,
        body: adminUserUpdateSchema,
        response: {
          200: adminUserSchema,
          ...errors,
          409: z.union([
            conflictResponseSchema(adminUserSchema),
            duplicateAssignmentSchema,
            errorResponseSchema,
          ]),
        },
      },
    },
    (request) => updateAccount(ctx, request.staff, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: onAccounts('delete'),
      schema: {
        ...docs('Delete an account (its sessions end; the row stays, wiped)'),
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${base}/:id/change-password`,
    {
      config: onAccounts('update'),
      schema: {
        ...docs('Set a new password (every session of the account ends)'),
        params,
        body: adminChangePasswordSchema,
        response: { 200: adminMessageSchema, ...errors },
      },
    },
    (request) =>
      changeAccountPassword(ctx, request.staff, request.params.id, request.body.newPassword),
  );

  app.put(
    `${base}/:id/newsletter`,
    {
      config: onAccounts('update'),
      schema: {
        ...docs('Opt the account in or out of the newsletter'),
        params,
        body: newsletterBodySchema,
        response: { 200: adminMessageSchema, ...errors },
      },
    },
    (request) => setNewsletter(ctx, request.staff, request.params.id, request.body.newsletterOptIn),
  );

  app.get(
    `${base}/:id/dashboard`,
    {
      config: onAccounts('read'),
      schema: {
        ...docs('What the learner sees (observation mode), read-only'),
        params,
        response: { 200: observedDashboardSchema, ...errors },
      },
    },
    (request) => observeDashboard(ctx, request.staff, request.params.id),
  );

  app.get(
    `${base}/:id/personal-data`,
    {
      config: onAccounts('read'),
      schema: {
        ...docs(
          'Everything kept about the account, as the zip its owner downloads (on their request)',
        ),
        params,
        response: errors,
      },
    },
    async (request, reply) => {
      const row = await loadFor(ctx.db, request.staff, request.params.id, 'read');
      return sendPersonalData(reply, ctx.db, row.user);
    },
  );
}
