// Shared by the practice journal's tests: a learner who owns the code book, results and takes as the
// player sends them, a WAV file, and the journal's calls.
import { expect } from 'vitest';
import { PASSING_RESULT, createLearner, type Catalogue } from './support/catalogue-fixtures.js';
import { auth, callApi, json, type TestApp } from './support/test-app.js';
import { entitlements } from '../src/db/schema/index.js';
import type { TakesPage } from '@bandbook/domain';

export const DAY = 24 * 3600_000;

/** A learner (straight in the database) who owns the code book, as a code grants it. */
export async function owner(c: Catalogue) {
  const learner = await createLearner(c.ctx);
  await ownCodeBook(c, learner.id);
  return learner;
}

export async function ownCodeBook(c: Catalogue, userId: string) {
  await c.ctx.db.insert(entitlements).values({
    userId,
    packageId: c.codeBook,
    kind: 'subscription',
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + 365 * DAY),
    source: 'code',
  });
}

export const result = (score: number, tempo = 100) => ({
  ...PASSING_RESULT,
  score,
  pitch_score: score,
  rhythm_score: score,
  tempo,
});

/** POST /api/users/me/progress for the code book's first item unless the body says otherwise. */
export const save = (t: TestApp, c: Catalogue, token: string, body: Record<string, unknown>) =>
  callApi(t, 'POST', '/api/users/me/progress', token, {
    contentPackageId: c.codeBook,
    contentId: 'code-sc1-i1',
    ...body,
  });

/** A WAV file: a RIFF/WAVE header and `samples` 16-bit mono samples of silence at 8 kHz. */
export function wav(samples = 800): Buffer {
  const data = samples * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data, 0)]);
}

export const upload = (
  t: TestApp,
  token: string,
  takeId: string,
  body: Buffer,
  type = 'audio/wav',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/practice/takes/${takeId}/recording`,
    headers: { ...auth(token), 'content-type': type },
    payload: body,
  });

export async function journal(t: TestApp, token: string, query = '') {
  const response = await callApi(t, 'GET', `/api/practice/takes${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<TakesPage>(response);
}
