// Prometheus metrics at GET /metrics (issue 49): requests and their latency per route pattern, the
// job queues, the database pool and Node's own figures (event-loop lag, heap, GC). One registry per
// app, never prom-client's global one, so the apps a test process builds never collide. Without
// METRICS_TOKEN nothing is measured and /metrics does not exist (404); with it, only a bearer of
// that token is answered (401 otherwise, whoever else the caller is).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { registerJobMetrics, registerPoolMetrics } from './metrics-collectors.js';

export interface MetricsOptions {
  /** METRICS_TOKEN; undefined: no metrics and no route. */
  token: string | undefined;
  jobs: JobQueue;
  /** The PostgreSQL pool's figures; undefined on PGlite (no pool). */
  poolStats: (() => PoolStats) | undefined;
  /** A part that could not be read at a scrape (the database is away): logged, left out. */
  onCollectError(part: string, error: Error): void;
}

/** The label of a request no route matched (the router's 404s and its refusals of a bad URL). */
export const UNMATCHED_ROUTE = 'not_found';

export const METRICS_REFUSED = 'A valid metrics token is required.';

/** Latency buckets in seconds: from a cached read (about a millisecond) to a slow export (10 s). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (the digests have one length). */
function hasToken(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  if (!options.token) return;
  const expected = digest(options.token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerJobMetrics(registry, options.jobs, (error) => options.onCollectError('jobs', error));
  if (options.poolStats) registerPoolMetrics(registry, options.poolStats);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // The route's pattern (`/api/content-packages/:id`), never the URL: ids, codes and tokens stay
  // out of the labels and the series stay few.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const { method } = request;
    requests.inc({ method, route, status: String(reply.statusCode) });
    durations.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request.headers.authorization, expected)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: METRICS_REFUSED });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
