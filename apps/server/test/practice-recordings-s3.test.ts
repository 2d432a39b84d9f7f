// A take's kept recording on the S3 driver (decision 065): stored in the bucket through the storage
// layer, its signed /media/ URL redirecting to a signed GET of the bucket that answers the same bytes,
// and deleted from the bucket on request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { callApi, createTestApp, json, type TestApp } from './support/test-app.js';
import { owner, result, save, upload, wav } from './practice-fixtures.js';

let s3: TestS3Server;
let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  s3 = await startS3Server('bandbook-takes');
  t = await createTestApp(s3.env);
  c = await seedCatalogue(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('a kept recording on S3', () => {
  it('is written to the bucket, read back through its signed URL, and deleted', async () => {
    expect(c.ctx.storage.driver).toBe('s3');
    const learner = await owner(c);
    const saved = await save(t, c, learner.token, {
      result: result(75),
      take: { durationSeconds: 3 },
    });
    const takeId = String(json(saved).takeId);
    const file = wav(4000);
    const kept = await upload(t, learner.token, takeId, file);
    expect(kept.statusCode, kept.body).toBe(200);
    const { url } = json<{ url: string }>(kept);
    const key = url.slice('/media/'.length, url.indexOf('?'));
    expect(key).toBe(`uploads/takes/${learner.id}/${takeId}.wav`);
    expect(await c.ctx.storage.size(key)).toBe(file.length);

    const media = await t.app.inject({ url });
    expect(media.statusCode).toBe(302);
    const bucketUrl = String(media.headers.location);
    expect(bucketUrl.startsWith(s3.endpoint)).toBe(true);
    const fetched = await fetch(bucketUrl);
    expect(fetched.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), file)).toBe(0);

    const deleted = await callApi(
      t,
      'DELETE',
      `/api/practice/takes/${takeId}/recording`,
      learner.token,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await c.ctx.storage.exists(key)).toBe(false);
  });
});
