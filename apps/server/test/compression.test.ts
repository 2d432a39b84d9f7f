// Compressed answers: the API's JSON (and CSV) go out as brotli or gzip to clients that accept it,
// from 1 KB up, and decode to the same answer; small answers, media and byte ranges go out as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerPackage } from '@bandbook/domain';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures';
import { auth, createTestApp, json, type TestApp } from './support/test-app';

let t: TestApp;
let c: Catalogue;

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

const book = async (id: string, token: string) =>
  json<LearnerPackage>(await get(`/api/content-packages/${id}`, undefined, auth(token)));

describe('compressed answers', () => {
  it('sends the public config as brotli, or gzip, decoding to the plain answer', async () => {
    const plain = await get('/api/config/public');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/config/public', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/config/public', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("compresses a learner's book and dashboard", async () => {
    const learner = await createLearner(c.ctx);
    const expected = await book(c.codeBook, learner.token);
    const compressed = await get(`/api/content-packages/${c.codeBook}`, 'br', auth(learner.token));
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(expected);

    const dashboard = await get('/api/dashboard/dynamic', 'br', auth(learner.token));
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['content-encoding']).toBe('br');
  });

  it('sends answers under 1 KB as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTypeOf('object');
  });

  it('sends media as they are, whole or as a byte range', async () => {
    const learner = await createLearner(c.ctx);
    const url = (await book(c.codeBook, learner.token)).thumbnailImage!;
    const whole = await get(url, 'br');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.length).toBe(4096);
    const part = await get(url, 'br', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.length).toBe(100);
  });
});
