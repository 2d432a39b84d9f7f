// SoundCheck results: validation, stars by the spec's formula, best result kept per tempo band
// (decision 059), totals, and no stars during a trial.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  starsFor,
  TEMPO_MESSAGES,
  TEMPO_PERCENT,
  type CurrentUser,
  type LearnerPackage,
  type SoundCheckLaunch,
} from '@bandbook/domain';
import { SCORING_RULES } from '@bandbook/soundcheck';
import { activateCode, auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

/** A result as a client sends it: without a tempo unless given one. */
const result = (score: number, percent_played: number, tempo?: number) => ({
  percent_played,
  score,
  pitch_score: score,
  rhythm_score: score,
  complete: percent_played === 100,
  pass: score >= 70,
  ...(tempo === undefined ? {} : { tempo }),
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
        {
          contentPackageId: c.codeBook,
          contentList: [{ id: item, result: result(80, 100, 100), slowerResult: null }],
        },
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

describe('tempo bands (decision 059)', () => {
  const item = 'free-sc1-i1';
  const saveFree = (token: string, body: ReturnType<typeof result>, contentId = item) =>
    save(token, { contentPackageId: c.freeBook, contentId, result: body });
  type Saved = { progressList: CurrentUser['progressList']; userStars: number };
  const entryOf = (answer: Saved, contentId = item) =>
    answer.progressList
      .find((entry) => entry.contentPackageId === c.freeBook)
      ?.contentList.find((entry) => entry.id === contentId);

  it("states the engine's tempo bounds", () => {
    expect(TEMPO_PERCENT.min).toBe(Math.round(SCORING_RULES.minTempoFactor * 100));
    expect(TEMPO_PERCENT.max).toBe(Math.round(SCORING_RULES.maxTempoFactor * 100));
  });

  it('keeps a best per band: a slower 5-star take does not block a later full-tempo 3-star one', async () => {
    const learner = await createLearner(c.ctx);
    const slower = json<Saved>(await saveFree(learner.token, result(100, 100, 80)));
    expect(entryOf(slower)).toEqual({
      id: item,
      result: result(100, 100, 80),
      slowerResult: null,
    });
    expect(slower.userStars).toBe(5);

    // The full-tempo take counts from now on, the slower best stays beside it.
    const full = json<Saved>(await saveFree(learner.token, result(60, 100, 100)));
    expect(entryOf(full)).toEqual({
      id: item,
      result: result(60, 100, 100),
      slowerResult: result(100, 100, 80),
    });
    expect(full.userStars).toBe(3);

    // Each band keeps only its best; faster than the exercise is full tempo.
    const worseSlower = json<Saved>(await saveFree(learner.token, result(80, 100, 50)));
    expect(entryOf(worseSlower)?.slowerResult).toEqual(result(100, 100, 80));
    const faster = json<Saved>(await saveFree(learner.token, result(80, 100, 120)));
    expect(entryOf(faster)?.result).toEqual(result(80, 100, 120));
    expect(faster.userStars).toBe(4);

    // Another item played slower only counts its slower best: 4 + 2.
    const other = json<Saved>(await saveFree(learner.token, result(40, 100, 70), 'free-sc1-i2'));
    expect(entryOf(other, 'free-sc1-i2')).toEqual({
      id: 'free-sc1-i2',
      result: result(40, 100, 70),
      slowerResult: null,
    });
    expect(other.userStars).toBe(6);

    // Every reader counts the same results: the book, the current user and the player's launch.
    const book = json<LearnerPackage>(
      await t.app.inject({
        url: `/api/content-packages/${c.freeBook}`,
        headers: auth(learner.token),
      }),
    );
    expect(book.viewData.stars).toBe(6);
    expect(book.viewData.result).toEqual(
      expect.arrayContaining([
        { id: item, stars: 4, result: result(80, 100, 120) },
        { id: 'free-sc1-i2', stars: 2, result: result(40, 100, 70) },
      ]),
    );
    expect(book.viewData.result).toHaveLength(2);
    const me = json<CurrentUser>(
      await t.app.inject({ url: '/api/users/me', headers: auth(learner.token) }),
    );
    expect(me).toMatchObject({ userStars: 6, stars: 6 });
    expect(entryOf(me)?.slowerResult).toEqual(result(100, 100, 80));
    const issued = json<{ launchPath: string; accessToken: string }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/content-packages/${c.freeBook}/soundcheck/${item}/launch`,
        headers: auth(learner.token),
      }),
    );
    const query = new URL(issued.launchPath, 'http://bandbook.test').searchParams;
    const launch = json<SoundCheckLaunch>(
      await t.app.inject({
        url: `/api/soundcheck/launch?${new URLSearchParams({
          contentPackageId: query.get('contentPackageId')!,
          mmsId: query.get('mmsId')!,
        }).toString()}`,
        headers: auth(issued.accessToken),
      }),
    );
    expect(launch).toMatchObject({ bestResult: result(80, 100, 120), stars: 4 });
  });

  it('takes a result without a tempo as full tempo', async () => {
    const learner = await createLearner(c.ctx);
    const saved = json<Saved>(await saveFree(learner.token, result(60, 100)));
    expect(entryOf(saved)).toEqual({ id: item, result: result(60, 100, 100), slowerResult: null });
    // The same band: a better full-tempo take replaces it, and no slower result appears.
    const better = json<Saved>(await saveFree(learner.token, result(80, 100, 100)));
    expect(entryOf(better)).toEqual({ id: item, result: result(80, 100, 100), slowerResult: null });
    expect(better.userStars).toBe(4);
  });

  it('refuses a tempo outside 50-150 % or not a whole percent, on its field', async () => {
    const learner = await createLearner(c.ctx);
    for (const tempo of [49, 151, 80.5, 0]) {
      const refused = await saveFree(learner.token, result(80, 100, tempo));
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors).toEqual({
        'result.tempo': { message: TEMPO_MESSAGES.outOfRange },
      });
    }
    const me = json<CurrentUser>(
      await t.app.inject({ url: '/api/users/me', headers: auth(learner.token) }),
    );
    expect(me.progressList).toEqual([]);
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
