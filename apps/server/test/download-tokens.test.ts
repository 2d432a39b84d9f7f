// Downloads without a session token in the URL: short-lived download tokens for one owned book,
// the /media/ URL form of `path`, and a request log that never holds a credential.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerPackage } from '@bandbook/domain';
import { activateCode, auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const owner = async () => {
  const learner = await createLearner(c.ctx);
  const activated = await activateCode(t, c.codes.fiveUses, learner.token);
  expect(activated.statusCode).toBe(200);
  return learner;
};
const downloadToken = (bookId: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/content-packages/${bookId}/download-token`,
    headers: auth(token),
  });
const download = (path: string, accessToken?: string) =>
  t.app.inject({
    url: `/download/audio?${new URLSearchParams({ path, filename: 'Track', ...(accessToken ? { accessToken } : {}) })}`,
  });

describe('download tokens', () => {
  it('an owner gets one and downloads with it; trials and strangers get none', async () => {
    const learner = await owner();
    const issued = await downloadToken(c.codeBook, learner.token);
    expect(issued.statusCode).toBe(200);
    const { accessToken, expiresInSeconds } = json<{
      accessToken: string;
      expiresInSeconds: number;
    }>(issued);
    expect(expiresInSeconds).toBeLessThanOrEqual(15 * 60);
    expect((await download('uploads/audio/code/l1-t2.mp3', accessToken)).statusCode).toBe(200);
    // It is not a session token.
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: auth(accessToken) })).statusCode,
    ).toBe(401);

    const stranger = await createLearner(c.ctx);
    expect((await downloadToken(c.codeBook, stranger.token)).statusCode).toBe(403);
    const trialUser = await createLearner(c.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/trial',
      headers: auth(trialUser.token),
      payload: { contentPackageId: c.trialBook },
    });
    expect((await downloadToken(c.trialBook, trialUser.token)).statusCode).toBe(403);
  });

  it('opens only its own book, and dies with the sessions', async () => {
    const learner = await owner();
    const free = json<{ accessToken: string }>(await downloadToken(c.freeBook, learner.token));
    const freeBook = json<LearnerPackage>(
      await t.app.inject({
        url: `/api/content-packages/${c.freeBook}`,
        headers: auth(learner.token),
      }),
    );
    const freeTrack = freeBook.content.audioList[0]!.trackList[0]!.audioFilePath!;
    expect((await download(freeTrack, free.accessToken)).statusCode).toBe(200);
    // The free book's token does not open the code book.
    expect((await download('uploads/audio/code/l1-t2.mp3', free.accessToken)).statusCode).toBe(403);

    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/logout',
      headers: auth(learner.token),
    });
    expect((await download(freeTrack, free.accessToken)).statusCode).toBe(401);
  });

  it('takes `path` as the storage key or as the /media/ URL the book answer holds', async () => {
    const learner = await owner();
    const book = json<LearnerPackage>(
      await t.app.inject({
        url: `/api/content-packages/${c.codeBook}`,
        headers: auth(learner.token),
      }),
    );
    const signedUrl = book.content.audioList[0]!.trackList[1]!.audioFilePath!;
    expect(signedUrl).toMatch(/^\/media\/.+\?exp=/);
    const { accessToken } = json<{ accessToken: string }>(
      await downloadToken(c.codeBook, learner.token),
    );
    expect((await download(signedUrl, accessToken)).statusCode).toBe(200);
    expect((await download(`https://bandbook.test${signedUrl}`, accessToken)).statusCode).toBe(200);
    expect((await download(book.content.audioListZipFilePath!, accessToken)).statusCode).toBe(200);
    expect((await download('/media/%E0%A4%A', accessToken)).statusCode).toBe(404);
  });
});

describe('the request log', () => {
  it('never holds a bearer, download or email-link token', async () => {
    const learner = await owner();
    const { accessToken } = json<{ accessToken: string }>(
      await downloadToken(c.codeBook, learner.token),
    );
    await download('uploads/audio/code/l1-t2.mp3', accessToken);
    await download('uploads/audio/code/l1-t2.mp3', learner.token);
    await t.app.inject({ url: '/reset-password/secret-reset-token' });
    await t.app.inject({ url: '/verify-email/secret-verify-token?x=1' });
    await t.app.inject({ url: '/api/users/me', headers: auth(learner.token) });
    const log = logLines.join('');
    expect(log).toContain('/download/audio');
    expect(log).toContain('accessToken=[redacted]');
    for (const secret of [
      accessToken,
      learner.token,
      'secret-reset-token',
      'secret-verify-token',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
