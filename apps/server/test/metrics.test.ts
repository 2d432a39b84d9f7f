// GET /metrics (issue 49): Prometheus text for the bearer of METRICS_TOKEN only, no route without
// it; requests counted and timed by route pattern (never an id of the URL); a queued job in the
// depth gauge; Node's event-loop lag; the pool's figures on PostgreSQL.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../src/context.js';
import { EXPORT_QUEUE } from '../src/admin/exports/exports.service.js';
import { createStaff } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';

const TOKEN = randomBytes(24).toString('base64url');

let t: TestApp;
beforeAll(async () => {
  // Workers off: a queued job stays queued, so the depth gauge can be read.
  t = await createTestApp({ METRICS_TOKEN: TOKEN, JOB_WORKERS: 'off' });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/metrics', headers: auth(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of one sample, `name{labels} value`, labels written in the exposition's order. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers the bearer of METRICS_TOKEN with the Prometheus text format', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: auth(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE http_requests_total counter');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('refuses a missing, wrong or differently sent token with 401', async () => {
    const refused = [
      {},
      auth(`${TOKEN}x`),
      auth(TOKEN.slice(1)),
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of refused) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({ message: 'A valid metrics token is required.' });
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      // No route: /metrics is answered as any unknown path is (404, or the web app's shell when
      // a web build is there to serve, as on CI after `npm run build`).
      const response = await plain.app.inject({ url: '/metrics', headers: auth(TOKEN) });
      const unknown = await plain.app.inject({ url: '/no-such-path', headers: auth(TOKEN) });
      expect([404, 200]).toContain(response.statusCode);
      expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        status: unknown.statusCode,
        type: unknown.headers['content-type'],
      });
      expect(response.body).not.toContain('http_requests_total');
      expect(response.body).not.toContain('# TYPE');
    } finally {
      await plain.close();
    }
  });

  it('counts and times requests by route pattern, never by the URL', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) await t.app.inject({ url: `/api/content-packages/${id}` });
    for (let i = 0; i < 3; i += 1) await t.app.inject({ url: '/api/health' });
    await t.app.inject({ method: 'DELETE', url: `/nowhere/${ids[0]}` });

    const text = await scrape();
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    const book = text
      .split('\n')
      .filter((l) =>
        l.startsWith('http_requests_total{method="GET",route="/api/content-packages/:id"'),
      );
    expect(book.length).toBeGreaterThan(0);
    expect(
      sample(text, 'http_requests_total{method="DELETE",route="not_found",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('shows a queued job in the depth gauge of its queue', async () => {
    const series = `job_queue_depth{queue="${EXPORT_QUEUE}"}`;
    const before = sample(await scrape(), series) ?? 0;
    const superadmin = await createStaff(createAppContext(t.config, t.database), 'superadmin');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/data/exports/sul',
      headers: auth(superadmin.token),
      payload: {},
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(sample(text, `job_queue_active{queue="${EXPORT_QUEUE}"}`)).toBe(0);
    expect(text).toContain('# TYPE job_failures_total counter');
  });

  it("reports Node's event-loop lag and the database pool where there is one", async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_max_connections')).toBe(10);
      expect(sample(text, 'db_pool_connections')).toBeGreaterThan(0);
      // Queries of the app's own background work (the change feed, the job queue) may be waiting
      // at the moment of the scrape: the gauge is there and counts, it is not always zero.
      expect(sample(text, 'db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    } else {
      // PGlite is one connection inside the process: no pool to report.
      expect(text).not.toContain('db_pool_');
    }
  });
});
