// One error format for every 4xx: { message, errors?: { <field>: { message } } }. Schema validation
// errors are keyed by the request field name (nested fields joined with dots).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@bandbook/domain';
import { HttpError, type FieldErrors } from '../lib/http-error.js';

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
      return reply
        .status(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: MESSAGES.tooManyRequests });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `${MESSAGES.notFound} ${request.method} ${request.url}` });
  });
}
