// The practice journal (issue 47 item 4, decision 065): every saved take kept as a row (not only the
// best), the journal newest first in pages, and only ever the learner's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES, type Take, type TakesPage } from '@bandbook/domain';
import { takes } from '../src/db/schema/index.js';
import {
  PASSING_RESULT,
  createLearner,
  seedCatalogue,
  type Catalogue,
} from './support/catalogue-fixtures.js';
import { callApi, createTestApp, json, type TestApp } from './support/test-app.js';
import { DAY, journal, owner, result, save, upload, wav } from './practice-fixtures.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

describe('saving a take', () => {
  it('keeps every take, the best or not, and answers its id when the player sends take facts', async () => {
    const learner = await owner(c);
    const first = await save(t, c, learner.token, {
      result: result(80),
      take: { part: 'Guitar', durationSeconds: 42.5, mode: 'practice' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstId = json(first).takeId;
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    // A worse take is not the best, yet kept; a spec client without take facts gets the spec's answer.
    const worse = await save(t, c, learner.token, { result: result(40, 75) });
    expect(worse.statusCode).toBe(200);
    expect(Object.keys(json(worse)).sort()).toEqual(['progressList', 'userStars']);

    const page = await journal(t, learner.token);
    expect(page.nextCursor).toBeNull();
    expect(page.takes).toHaveLength(2);
    const [newest, oldest] = page.takes as [Take, Take];
    expect(newest).toMatchObject({
      contentPackageId: c.codeBook,
      contentId: 'code-sc1-i1',
      contentTitle: 'Item 1',
      tempo: 75,
      score: 40,
      part: null,
      mode: null,
      durationSeconds: 0,
      recordingUrl: null,
    });
    expect(oldest).toMatchObject({
      id: firstId,
      bookTitle: expect.any(String),
      tempo: 100,
      part: 'Guitar',
      stars: 4,
      score: 80,
      pitchScore: 80,
      rhythmScore: 80,
      percentPlayed: PASSING_RESULT.percent_played,
      durationSeconds: 42.5,
      mode: 'practice',
    });
    // The exercise's reference, signed while the learner may play it.
    expect(oldest.referenceUrl).toMatch(
      /^\/media\/uploads\/soundcheck\/code-sc1-i1\/full\.mp3\?exp=/,
    );
  });

  it('refuses bad take facts field by field', async () => {
    const learner = await owner(c);
    const refused = await save(t, c, learner.token, {
      result: result(80),
      take: { part: 'x'.repeat(201), durationSeconds: -1, mode: 'jam' },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual({
      'take.part': { message: PRACTICE_MESSAGES.part },
      'take.durationSeconds': { message: PRACTICE_MESSAGES.duration },
      'take.mode': { message: PRACTICE_MESSAGES.mode },
    });
    expect((await journal(t, learner.token)).takes).toEqual([]);
  });

  it('keeps no take during a trial (its results are not saved)', async () => {
    const learner = await createLearner(c.ctx);
    const trial = await callApi(t, 'POST', '/api/users/me/trial', learner.token, {
      contentPackageId: c.trialBook,
    });
    expect(trial.statusCode, trial.body).toBeLessThan(300);
    const refused = await save(t, c, learner.token, {
      contentPackageId: c.trialBook,
      contentId: 'trial-sc1-i1',
      result: result(90),
      take: { durationSeconds: 10 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await journal(t, learner.token)).takes).toEqual([]);
  });
});

describe('GET /api/practice/takes', () => {
  it('pages newest first by cursor, and filters by exercise', async () => {
    const learner = await owner(c);
    const base = Date.now() - DAY;
    // Two takes share one millisecond: the cursor still neither skips nor repeats one.
    const times = [0, 1000, 1000, 2000, 3000].map((offset) => new Date(base + offset));
    const rows = await c.ctx.db
      .insert(takes)
      .values(
        times.map((createdAt, i) => ({
          userId: learner.id,
          packageId: c.codeBook,
          contentId: i % 2 ? 'code-sc1-i2' : 'code-sc1-i1',
          createdAt,
          tempo: 100,
          stars: 3,
          score: 60 + i,
          rhythmScore: 60,
          percentPlayed: 100,
          durationSeconds: 30,
        })),
      )
      .returning({ id: takes.id, score: takes.score });
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TakesPage = await journal(
        t,
        learner.token,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.takes.length).toBeLessThanOrEqual(2);
      seen.push(...page.takes.map((take) => take.score));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    // Newest first; the two of one millisecond in id order, each once.
    expect(seen.slice(0, 2)).toEqual([64, 63]);
    expect(seen.slice(2, 4).sort()).toEqual([61, 62]);
    expect(seen[4]).toBe(60);
    expect(rows).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);

    const one = await journal(t, learner.token, `?packageId=${c.codeBook}&contentId=code-sc1-i2`);
    expect(one.takes.map((take) => take.score)).toEqual([63, 61]);

    const bad = await callApi(
      t,
      'GET',
      '/api/practice/takes?cursor=nonsense&limit=500',
      learner.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({ limit: { message: PRACTICE_MESSAGES.limit } });
    const badCursor = await callApi(t, 'GET', '/api/practice/takes?cursor=nonsense', learner.token);
    expect(badCursor.statusCode).toBe(400);
    expect(json(badCursor).errors).toEqual({ cursor: { message: PRACTICE_MESSAGES.cursor } });
  });

  it('needs a session', async () => {
    expect((await callApi(t, 'GET', '/api/practice/takes', null)).statusCode).toBe(401);
  });
});

describe('a take of another learner', () => {
  it('is neither listed nor opened: 404 for it and its recording', async () => {
    const mine = await owner(c);
    const other = await owner(c);
    const saved = await save(t, c, mine.token, {
      result: result(70),
      take: { durationSeconds: 5 },
    });
    const takeId = String(json(saved).takeId);
    expect((await upload(t, mine.token, takeId, wav())).statusCode).toBe(200);

    expect((await journal(t, other.token)).takes).toEqual([]);
    for (const [method, response] of [
      ['GET', await callApi(t, 'GET', `/api/practice/takes/${takeId}/recording`, other.token)],
      [
        'DELETE',
        await callApi(t, 'DELETE', `/api/practice/takes/${takeId}/recording`, other.token),
      ],
      ['POST', await upload(t, other.token, takeId, wav())],
    ] as const) {
      expect(response.statusCode, method).toBe(404);
      expect(json(response).message, method).toBe(PRACTICE_MESSAGES.takeNotFound);
    }
    // Still there for its owner.
    expect(
      (await callApi(t, 'GET', `/api/practice/takes/${takeId}/recording`, mine.token)).statusCode,
    ).toBe(200);
  });
});
