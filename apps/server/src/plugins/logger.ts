// The request logger's options: pino at the configured level, with every credential that can travel
// in a URL or a header replaced by [redacted] before the line is written.
import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential (bearer or download token, media signature, ticket). */
const SECRET_PARAMS = new Set(['accesstoken', 'token', 'autologintoken', 'sig', 'ticket']);
/** SPA routes opened from emailed links: the last path segment is the token. */
const SECRET_PATHS = /^(\/(?:reset-password|verify-email)\/)[^/?#]+/;
const REDACTED = '[redacted]';

/** The URL with token-bearing path segments and query values replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    SECRET_PATHS,
    `$1${REDACTED}`,
  );
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.has(name.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Headers are not logged by default; if a serializer or a log call adds them, these are hidden.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
