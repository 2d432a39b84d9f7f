// Request ids (issue 49): an X-Request-Id from the caller or a proxy is kept when it is a plain token
// (1-128 letters, digits or . _ : -, so it cannot forge or break a log line), otherwise a fresh UUID
// is made. Fastify writes it as `reqId` on every line logged for the request; the answer carries it
// in X-Request-Id, and every error answer in its body as `requestId`, so a reported error leads to
// its log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming id when it is safe, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * An error answer's JSON body with `requestId` added after the spec's fields (`message`,
 * `errors`, ...), which stay as they are. Anything else (a stream, a buffer, text) is sent as it is.
 */
export function withRequestId(payload: unknown, contentType: unknown, requestId: string): unknown {
  if (typeof payload !== 'string' || !String(contentType).startsWith('application/json')) {
    return payload;
  }
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return payload;
  return JSON.stringify({ ...body, requestId });
}
