// Request ids (issue 49): every answer carries X-Request-Id, a safe incoming one is kept and any
// other replaced, every error answer's body carries the same id as `requestId` beside the spec's
// fields, and the request's log lines carry it as reqId.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { createTestApp, type TestApp } from './support/test-app.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

describe('request ids', () => {
  it('gives an error answer the requestId of its X-Request-Id header, the spec fields unchanged', async () => {
    const response = await t.app.inject({ url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(response.json()).toEqual({ message: MESSAGES.unauthorized, requestId: id });
  });

  it('keeps field errors and adds requestId to a validation error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'x-request-id': 'signup-check-1' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: object; requestId: string }>();
    expect(body.requestId).toBe('signup-check-1');
    expect(Object.keys(body)).toEqual(['message', 'errors', 'requestId']);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });

  it("adds it to the router's own refusals too (an unknown route, a URL it cannot decode)", async () => {
    for (const [method, url] of [
      ['POST', '/api/nothing-here'],
      ['GET', '/api/content-packages/%E0%A4%A'],
      ['GET', `/api/content-packages/${'x'.repeat(5000)}`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.json<{ requestId: string }>().requestId, url).toBe(
        response.headers['x-request-id'],
      );
    }
  });

  it('echoes a valid incoming X-Request-Id on success and error answers', async () => {
    for (const id of ['abc-123', 'lb.7f3a:9_Z', 'x'.repeat(128)]) {
      const ok = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
      expect(ok.headers['x-request-id']).toBe(id);
      // A success keeps its body as it was.
      expect(Object.keys(ok.json())).toEqual(['status', 'database']);
      const refused = await t.app.inject({ url: '/api/users/me', headers: { 'x-request-id': id } });
      expect(refused.json<{ requestId: string }>().requestId).toBe(id);
    }
  });

  it('replaces an invalid incoming X-Request-Id with a fresh one', async () => {
    for (const id of ['', 'has space', 'x'.repeat(129), 'a\u00e9b', '<script>', 'a"b', 'a/b']) {
      const response = await t.app.inject({
        url: '/api/users/me',
        headers: { 'x-request-id': id },
      });
      const sent = response.headers['x-request-id'];
      expect(sent, JSON.stringify(id)).toMatch(UUID);
      expect(response.json<{ requestId: string }>().requestId).toBe(sent);
    }
  });

  it('makes a new id for each request without one', async () => {
    const first = await t.app.inject({ url: '/api/health' });
    const second = await t.app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("writes the id on the request's log lines", async () => {
    await t.app.inject({ url: '/api/users/me', headers: { 'x-request-id': 'trace-me-42' } });
    const lines = logLines
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const mine = lines.filter((line) => line.reqId === 'trace-me-42').map((line) => line.msg);
    expect(mine).toEqual(['incoming request', 'request completed']);
  });
});
