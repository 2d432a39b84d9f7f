// SoundCheck results: validation, stars by the spec's formula, best result kept, totals, and no stars
// during a trial.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starsFor, type LearnerPackage } from '@bandbook/domain';
import { activateCode, auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const result = (score: number, percent_played: number) => ({
  percent_played,
  score,
  pitch_score: score,
  rhythm_score: score,
  complete: percent_played === 100,
  pass: score >= 70,
});

const save = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/progress',
    headers: auth(token),
    payload: body,
  });

describe('stars', () => {
  it('follow round(score/100 x percent_played/20), at most 5', () => {
    expect(starsFor({ score: 100, percent_played: 100 })).toBe(5);
    expect(starsFor({ score: 80, percent_played: 100 })).toBe(4);
    expect(starsFor({ score: 50, percent_played: 50 })).toBe(1);
    expect(starsFor({ score: 90, percent_played: 10 })).toBe(0);
  });
});

describe('POST /api/users/me/progress', () => {
  it('keeps the best result per item and totals the stars', async () => {
    const learner = await createLearner(c.ctx);
    expect((await activateCode(t, c.codes.fiveUses, learner.token)).statusCode).toBe(200);
    const item = 'code-sc1-i1';
    const first = await save(learner.token, {
      contentPackageId: c.codeBook,
      contentId: item,
      result: result(80, 100),
    });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      progressList: [
        { contentPackageId: c.codeBook, contentList: [{ id: item, result: result(80, 100) }] },
      ],
      userStars: 4,
    });
    // A worse take does not replace the best one; a better one does.
    const worse = await save(learner.token, {
      contentPackageId: c.codeBook,
      contentId: item,
      result: result(40, 60),
    });
    expect(json(worse)).toMatchObject({
      userStars: 4,
      progressList: [{ contentList: [{ result: { score: 80 } }] }],
    });
    await save(learner.token, {
      contentPackageId: c.codeBook,
      contentId: 'code-sc1-i2',
      result: result(100, 100),
    });
    const better = await save(learner.token, {
      contentPackageId: c.codeBook,
      contentId: item,
      result: result(96, 100),
    });
    expect(json(better)).toMatchObject({ userStars: 10 });

    const book = json<LearnerPackage>(
      await t.app.inject({
        url: `/api/content-packages/${c.codeBook}`,
        headers: auth(learner.token),
      }),
    );
    expect(book.viewData).toMatchObject({ stars: 10, maxStars: 10 });
    const me = json(await t.app.inject({ url: '/api/users/me', headers: auth(learner.token) }));
    expect(me).toMatchObject({ userStars: 10, stars: 10 });
  });

  it('validates the result and the item, and refuses strangers and trial users', async () => {
    const owner = await createLearner(c.ctx);
    expect((await activateCode(t, c.codes.fiveUses, owner.token)).statusCode).toBe(200);
    const outOfRange = await save(owner.token, {
      contentPackageId: c.codeBook,
      contentId: 'code-sc1-i1',
      result: { ...result(80, 100), score: 140 },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(json(outOfRange).errors).toHaveProperty(['result.score']);
    const unknownItem = await save(owner.token, {
      contentPackageId: c.codeBook,
      contentId: 'nope',
      result: result(80, 100),
    });
    expect(unknownItem.statusCode).toBe(400);
    expect(json(unknownItem).errors).toHaveProperty('contentId');

    const stranger = await createLearner(c.ctx);
    expect(
      (
        await save(stranger.token, {
          contentPackageId: c.codeBook,
          contentId: 'code-sc1-i1',
          result: result(80, 100),
        })
      ).statusCode,
    ).toBe(403);

    const trialUser = await createLearner(c.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/trial',
      headers: auth(trialUser.token),
      payload: { contentPackageId: c.trialBook },
    });
    const trial = await save(trialUser.token, {
      contentPackageId: c.trialBook,
      contentId: 'trial-sc1-i1',
      result: result(90, 100),
    });
    expect(trial.statusCode).toBe(403);
    expect(json(trial).message).toBe('Results are not saved during a trial.');
  });

  it('works for free books without a code', async () => {
    const learner = await createLearner(c.ctx);
    const saved = await save(learner.token, {
      contentPackageId: c.freeBook,
      contentId: 'free-sc1-i2',
      result: result(60, 100),
    });
    expect(json(saved)).toMatchObject({ userStars: 3 });
  });
});

describe('GET /api/dashboard/showcase', () => {
  it('is public and lists live books without files', async () => {
    const response = await t.app.inject({ url: '/api/dashboard/showcase' });
    expect(response.statusCode).toBe(200);
    const body = json<{ books: { _id: string }[] }>(response);
    expect(body.books.map((b) => b._id).sort()).toEqual(
      [c.codeBook, c.trialBook, c.freeBook].sort(),
    );
  });
});
