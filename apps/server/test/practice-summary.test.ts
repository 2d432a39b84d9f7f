// The practice summary, preferences and the player's settings (issue 47 item 4, decision 065):
// minutes per calendar day of the learner's time zone, the streak where one rest day between practice
// days does not break it, the week against the goal; settings validated field by field, for a book the
// learner may play, and with a launch token for its own item only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRACTICE_SETTINGS,
  PRACTICE_MESSAGES,
  SOUNDCHECK_LAUNCH_MESSAGES,
  type PracticeSummary,
} from '@bandbook/domain';
import { entitlements, takes } from '../src/db/schema/index.js';
import { addDays, localDate, mondayOf } from '../src/modules/practice/practice-days.js';
import { createLearner, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { callApi, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;

async function owner() {
  const learner = await createLearner(c.ctx);
  await c.ctx.db.insert(entitlements).values({
    userId: learner.id,
    packageId: c.codeBook,
    kind: 'subscription',
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + 365 * DAY),
    source: 'code',
  });
  return learner;
}

async function takeAt(userId: string, createdAt: Date, durationSeconds: number, score = 70) {
  await c.ctx.db.insert(takes).values({
    userId,
    packageId: c.codeBook,
    contentId: 'code-sc1-i1',
    createdAt,
    tempo: 100,
    stars: 3,
    score,
    pitchScore: score,
    rhythmScore: score,
    percentPlayed: 100,
    durationSeconds,
  });
}

/** The instant of a wall-clock time in New York (UTC-5 or UTC-4), found by trying both offsets. */
function newYork(date: string, time: string): Date {
  for (const offset of ['-05:00', '-04:00']) {
    const instant = new Date(`${date}T${time}${offset}`);
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/New_York',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(instant);
    if (wall === `${date} ${time}`) return instant;
  }
  throw new Error(`no such time ${date} ${time}`);
}

describe('GET /api/practice/summary', () => {
  it("counts minutes per day of the learner's time zone, the streak and the week against the goal", async () => {
    const learner = await owner();
    const tz = 'America/New_York';
    const today = localDate(new Date(), tz);
    const day = (n: number) => addDays(today, -n);
    // Today 10 min; yesterday rest; two days ago 20 min, the last of it at 23:30 New York time,
    // already tomorrow in UTC; three days ago 5 min; then two rest days; six days ago 30 min.
    await takeAt(learner.id, newYork(today, '00:30'), 600);
    await takeAt(learner.id, newYork(day(2), '09:00'), 300);
    await takeAt(learner.id, newYork(day(2), '23:30'), 900);
    await takeAt(learner.id, newYork(day(3), '12:00'), 300);
    await takeAt(learner.id, newYork(day(6), '12:00'), 1800);
    // Another learner's practice counts for nobody else.
    const other = await owner();
    await takeAt(other.id, newYork(day(1), '12:00'), 3600);

    const goal = await callApi(t, 'PUT', '/api/practice/preferences', learner.token, {
      weeklyGoalMinutes: 120,
      hideScores: false,
    });
    expect(goal.statusCode, goal.body).toBe(200);

    const query = `from=${day(6)}&to=${today}&tz=${encodeURIComponent(tz)}`;
    const response = await callApi(t, 'GET', `/api/practice/summary?${query}`, learner.token);
    expect(response.statusCode, response.body).toBe(200);
    const summary = json<PracticeSummary>(response);
    expect(summary.days.map((d) => [d.date, d.minutes, d.takes])).toEqual([
      [day(6), 30, 1],
      [day(5), 0, 0],
      [day(4), 0, 0],
      [day(3), 5, 1],
      [day(2), 20, 2],
      [day(1), 0, 0],
      [today, 10, 1],
    ]);
    expect(summary.streak).toBe(3);
    const monday = mondayOf(today);
    const expectedWeek = summary.days
      .filter((d) => d.date >= monday)
      .reduce((sum, d) => sum + d.minutes, 0);
    expect(summary.weekMinutes).toBe(expectedWeek);
    expect(summary.weeklyGoalMinutes).toBe(120);
    expect(summary.exercises).toEqual([
      expect.objectContaining({
        contentPackageId: c.codeBook,
        contentId: 'code-sc1-i1',
        contentTitle: 'Item 1',
        points: expect.any(Array),
      }),
    ]);
    expect(summary.exercises[0]!.points).toHaveLength(5);
    const times = summary.exercises[0]!.points.map((p) => p.createdAt);
    expect([...times].sort()).toEqual(times);

    // In UTC the late take falls a day later, and the rest day between is gone.
    const utc = await callApi(
      t,
      'GET',
      `/api/practice/summary?from=${day(6)}&to=${today}&tz=UTC`,
      learner.token,
    );
    const utcDays = json<PracticeSummary>(utc).days;
    const sumOf = (date: string) => utcDays.find((d) => d.date === date)?.minutes;
    expect(sumOf(day(1))).toBe(15);
  });

  it('refuses an unknown time zone, a malformed date and a reversed or long range', async () => {
    const learner = await owner();
    const ask = (query: string) =>
      callApi(t, 'GET', `/api/practice/summary?${query}`, learner.token);
    const zone = await ask('from=2026-01-01&to=2026-01-07&tz=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(json(zone).errors).toEqual({ tz: { message: PRACTICE_MESSAGES.timeZone } });
    const date = await ask('from=2026-1-1&to=2026-01-07&tz=UTC');
    expect(json(date).errors).toEqual({ from: { message: PRACTICE_MESSAGES.date } });
    for (const range of [
      'from=2026-01-07&to=2026-01-01',
      'from=2025-01-01&to=2026-01-07',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const refused = await ask(`${range}&tz=UTC`);
      expect(refused.statusCode, range).toBe(400);
      expect(json(refused).errors, range).toEqual({ to: { message: PRACTICE_MESSAGES.range } });
    }
  });
});

describe('/api/practice/preferences', () => {
  it('answers the default, then what was set; refuses a bad goal', async () => {
    const learner = await owner();
    const read = await callApi(t, 'GET', '/api/practice/preferences', learner.token);
    expect(json(read)).toEqual({ weeklyGoalMinutes: null, hideScores: false });
    const bad = await callApi(t, 'PUT', '/api/practice/preferences', learner.token, {
      weeklyGoalMinutes: 0,
      hideScores: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({
      weeklyGoalMinutes: { message: PRACTICE_MESSAGES.weeklyGoal },
      hideScores: { message: PRACTICE_MESSAGES.hideScores },
    });
    const set = { weeklyGoalMinutes: 150, hideScores: true };
    expect(json(await callApi(t, 'PUT', '/api/practice/preferences', learner.token, set))).toEqual(
      set,
    );
    expect(json(await callApi(t, 'GET', '/api/practice/preferences', learner.token))).toEqual(set);
    // Each learner has their own.
    const other = await owner();
    expect(json(await callApi(t, 'GET', '/api/practice/preferences', other.token))).toEqual({
      weeklyGoalMinutes: null,
      hideScores: false,
    });
  });
});

describe('/api/practice/settings/:packageId/:contentId', () => {
  const path = (contentId = 'code-sc1-i1', packageId = c.codeBook) =>
    `/api/practice/settings/${packageId}/${contentId}`;
  const settings = {
    part: 'Bass',
    tempo: 80,
    loop: { startBar: 4, endBar: 8 },
    ramp: { from: 70, to: 100, step: 5 },
    waitMode: true,
  };

  it('answers the default, keeps what is put, and validates every field', async () => {
    const learner = await owner();
    const first = await callApi(t, 'GET', path(), learner.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({ settings: DEFAULT_PRACTICE_SETTINGS, updatedAt: null });
    const put = await callApi(t, 'PUT', path(), learner.token, settings);
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put)).toMatchObject({ settings, updatedAt: expect.any(String) });
    expect(json(await callApi(t, 'GET', path(), learner.token))).toMatchObject({ settings });
    // Another exercise and another learner keep their own.
    expect(json(await callApi(t, 'GET', path('code-sc1-i2'), learner.token)).updatedAt).toBeNull();
    const other = await owner();
    expect(json(await callApi(t, 'GET', path(), other.token)).updatedAt).toBeNull();

    const bad = await callApi(t, 'PUT', path(), learner.token, {
      part: 'x'.repeat(201),
      tempo: 49,
      loop: { startBar: -1, endBar: 0 },
      ramp: { from: 40, to: 151, step: 51 },
      waitMode: 'on',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({
      part: { message: PRACTICE_MESSAGES.part },
      tempo: { message: expect.stringContaining('tempo') },
      'loop.startBar': { message: PRACTICE_MESSAGES.loopStart },
      'loop.endBar': { message: PRACTICE_MESSAGES.loopEnd },
      'ramp.from': { message: PRACTICE_MESSAGES.rampFrom },
      'ramp.to': { message: PRACTICE_MESSAGES.rampTo },
      'ramp.step': { message: PRACTICE_MESSAGES.rampStep },
      waitMode: { message: PRACTICE_MESSAGES.waitMode },
    });
    const reversed = await callApi(t, 'PUT', path(), learner.token, {
      ...settings,
      loop: { startBar: 8, endBar: 8 },
    });
    expect(json(reversed).errors).toEqual({
      'loop.endBar': { message: PRACTICE_MESSAGES.loopOrder },
    });
  });

  it('needs a book the learner may play, and an item of it', async () => {
    const stranger = await createLearner(c.ctx);
    const refused = await callApi(t, 'PUT', path(), stranger.token, settings);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual({ contentId: { message: PRACTICE_MESSAGES.unknownItem } });
    const learner = await owner();
    const unknown = await callApi(t, 'GET', path('no-such-item'), learner.token);
    expect(unknown.statusCode).toBe(400);
    const noBook = await callApi(
      t,
      'GET',
      path('code-sc1-i1', '00000000-0000-4000-8000-000000000000'),
      learner.token,
    );
    expect(noBook.statusCode).toBe(404);
  });

  it("takes the player's launch token for its own item only", async () => {
    const learner = await owner();
    const issued = await callApi(
      t,
      'POST',
      `/api/content-packages/${c.codeBook}/soundcheck/code-sc1-i2/launch`,
      learner.token,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const token = String(json(issued).accessToken);
    const own = await callApi(t, 'PUT', path('code-sc1-i2'), token, settings);
    expect(own.statusCode, own.body).toBe(200);
    expect(json(await callApi(t, 'GET', path('code-sc1-i2'), token))).toMatchObject({ settings });
    for (const method of ['GET', 'PUT'] as const) {
      const other = await callApi(
        t,
        method,
        path('code-sc1-i1'),
        token,
        method === 'PUT' ? settings : undefined,
      );
      expect(other.statusCode, method).toBe(403);
      expect(json(other).message).toBe(SOUNDCHECK_LAUNCH_MESSAGES.otherItem);
    }
    // The launch token opens nothing else of the journal.
    expect((await callApi(t, 'GET', '/api/practice/takes', token)).statusCode).toBe(401);
    expect((await callApi(t, 'GET', '/api/practice/preferences', token)).statusCode).toBe(401);
  });
});
