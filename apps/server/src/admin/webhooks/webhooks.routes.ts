// /api/admin/webhooks (issue 49): endpoints staff register for the platform's events, their
// deliveries with status, a redelivery and a test event. Superadmins only: an endpoint receives
// every learner's events, signed with a secret only the operator should hold, and section 6 of the
// spec keeps such installation-wide settings (applications' create, edit and keys) to the
// superadmin; no permission-list resource names them (decision 064).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEndpointFormSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema as params,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { errors, guardErrors, routeDocs, writeErrors } from '../shared/admin-route.js';
import { needs } from '../shared/staff-guard.js';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  readEndpoint,
  redeliver,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './webhooks.service.js';

const docs = routeDocs(
  'admin: webhooks',
  'Signed with the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature).',
);

export async function webhooksAdminRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  jobs: JobQueue,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/webhooks';

  app.get(
    base,
    {
      config: needs('webhooks', 'read'),
      schema: {
        ...docs('Every webhook endpoint, with its deliveries counted by status'),
        response: { 200: webhookEndpointListSchema, ...guardErrors },
      },
    },
    () => listEndpoints(ctx),
  );

  app.get(
    `${base}/:id`,
    {
      config: needs('webhooks', 'read'),
      schema: {
        ...docs('One webhook endpoint'),
        params,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    (request) => readEndpoint(ctx, request.params.id),
  );

  app.post(
    base,
    {
      config: needs('webhooks', 'create'),
      schema: {
        ...docs('Register an endpoint: the answer carries its signing secret, this once'),
        body: webhookEndpointFormSchema,
        response: { 201: webhookEndpointWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createEndpoint(ctx, request.staff, request.body);
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: needs('webhooks', 'update'),
      schema: {
        ...docs('Update the URL, events and enabled switch at the version read'),
        params,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema, ...writeErrors(webhookEndpointSchema) },
      },
    },
    (request) => updateEndpoint(ctx, request.staff, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: needs('webhooks', 'delete'),
      schema: {
        ...docs('Delete an endpoint and its deliveries'),
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEndpoint(ctx, request.staff, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/rotate-secret`,
    {
      config: needs('webhooks', 'update'),
      schema: {
        ...docs('Replace the signing secret: the answer carries the new one, this once'),
        params,
        response: { 200: webhookEndpointWithSecretSchema, ...errors },
      },
    },
    (request) => rotateSecret(ctx, request.staff, request.params.id),
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      config: needs('webhooks', 'read'),
      schema: {
        ...docs("A page of the endpoint's deliveries, newest first"),
        params,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema, ...errors },
      },
    },
    (request) => listDeliveries(ctx, request.params.id, request.query),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/redeliver`,
    {
      config: needs('webhooks', 'update'),
      schema: {
        ...docs('Send a delivery again, from its first attempt, with the same message id'),
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliverySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return redeliver(ctx, jobs, request.params.id, request.params.deliveryId);
    },
  );

  app.post(
    `${base}/:id/test`,
    {
      config: needs('webhooks', 'update'),
      schema: {
        ...docs('Send a test event (webhook.test) to this endpoint'),
        params,
        response: { 202: webhookDeliverySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return sendTestEvent(ctx, jobs, request.params.id);
    },
  );
}
