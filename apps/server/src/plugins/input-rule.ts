// One input rule for every route: each string in the params, query and body must be free of NUL and
// lone surrogates (rules/text.ts in @bandbook/domain), else a 400 before validation or any handler.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnacceptableText, MESSAGES } from '@bandbook/domain';
import { fieldError } from '../lib/http-error.js';

/** The offending field, named as the error handler names schema errors (its part when at the top). */
function offendingField(request: FastifyRequest): string | undefined {
  const parts = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;
  for (const [part, value] of parts) {
    const path = findUnacceptableText(value);
    if (path !== undefined) return path || part;
  }
  return undefined;
}

/** Called on the root instance (not registered as a plugin) so the hook covers every route. */
export function registerInputRule(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = offendingField(request);
    done(field === undefined ? undefined : fieldError(field, MESSAGES.invalidCharacters));
  });
}
