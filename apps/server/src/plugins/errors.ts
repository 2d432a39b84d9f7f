// One error format for every 4xx: { message, errors?: { <field>: { message } } }. Schema validation
// errors are keyed by the request field name (nested fields joined with dots). An unreachable
// database answers 503 with Retry-After: the client should retry, nothing is wrong with the request.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@bandbook/domain';
import { databaseErrorReason, isDatabaseUnavailable } from '../db/errors.js';
import { HttpError, type FieldErrors } from '../lib/http-error.js';

/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = '5';

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').join('.') || 'body';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        errors[field] ??= { message: issue.message ?? MESSAGES.validationFailed };
      }
      const first = Object.values(errors)[0]?.message;
      const message = Object.keys(errors).length === 1 && first ? first : MESSAGES.validationFailed;
      return reply.status(400).send({ message, errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: MESSAGES.tooManyRequests });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    if (isDatabaseUnavailable(error)) {
      // Expected during a database restart or failover; the reason alone, not Drizzle's message
      // with the statement and its parameters.
      request.log.warn({ reason: databaseErrorReason(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', RETRY_AFTER_SECONDS)
        .send({ message: MESSAGES.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `${MESSAGES.notFound} ${request.method} ${request.url}` });
  });
}
