// A take's kept recording (decision 065): stored through the storage layer, read back through its
// signed /media/ URL, a WAV within the cap only, deleted on request, and erased with the account
// (whose data archive lists the journal).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_MESSAGES, TAKE_RECORDING_MAX_BYTES } from '@bandbook/domain';
import { practicePreferences, takes } from '../src/db/schema/index.js';
import { seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { ALL_PERMISSIONS, createStaff } from './support/staff.js';
import { auth, callApi, createTestApp, json, type TestApp } from './support/test-app.js';
import { journal, owner, ownCodeBook, result, save, upload, wav } from './practice-fixtures.js';

let t: TestApp;
let c: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

describe('a kept recording', () => {
  it('is stored, read back through its signed media URL, and deleted', async () => {
    const learner = await owner(c);
    const saved = await save(t, c, learner.token, {
      result: result(70),
      take: { durationSeconds: 5 },
    });
    const takeId = String(json(saved).takeId);
    expect(
      (await callApi(t, 'GET', `/api/practice/takes/${takeId}/recording`, learner.token))
        .statusCode,
    ).toBe(404);

    const file = wav(1600);
    const kept = await upload(t, learner.token, takeId, file);
    expect(kept.statusCode, kept.body).toBe(200);
    const { url } = json<{ url: string }>(kept);
    expect(url).toMatch(/^\/media\/uploads\/takes\/.+\.wav\?exp=\d+&sig=/);

    const read = await callApi(t, 'GET', `/api/practice/takes/${takeId}/recording`, learner.token);
    expect(json(read).url).toBe(url);
    const media = await t.app.inject({ url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(media.rawPayload, file)).toBe(0);
    // The signature is the only way in.
    expect((await t.app.inject({ url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(
      403,
    );
    expect((await journal(t, learner.token)).takes[0]!.recordingUrl).toBe(url);

    const deleted = await callApi(
      t,
      'DELETE',
      `/api/practice/takes/${takeId}/recording`,
      learner.token,
    );
    expect(deleted.statusCode).toBe(204);
    const key = url.slice('/media/'.length, url.indexOf('?'));
    expect(await c.ctx.storage.exists(key)).toBe(false);
    const gone = await callApi(t, 'GET', `/api/practice/takes/${takeId}/recording`, learner.token);
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe(PRACTICE_MESSAGES.recordingNotFound);
    expect((await journal(t, learner.token)).takes[0]!.recordingUrl).toBeNull();
  });

  it('must be a WAV file within the cap', async () => {
    const learner = await owner(c);
    const saved = await save(t, c, learner.token, { result: result(70), take: {} });
    const takeId = String(json(saved).takeId);
    const notWav = await upload(
      t,
      learner.token,
      takeId,
      Buffer.from('ID3 not a wave file at all'),
    );
    expect(notWav.statusCode).toBe(400);
    expect(json(notWav).errors).toEqual({ body: { message: PRACTICE_MESSAGES.recordingNotWav } });
    const tooLarge = await upload(
      t,
      learner.token,
      takeId,
      Buffer.concat([wav(0), Buffer.alloc(TAKE_RECORDING_MAX_BYTES)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    const otherType = await upload(t, learner.token, takeId, wav(), 'application/octet-stream');
    expect(otherType.statusCode).toBe(415);
    const [row] = await c.ctx.db.select().from(takes).where(eq(takes.id, takeId));
    expect(row!.recordingKey).toBeNull();
  });
});

describe('deleting the account', () => {
  it('erases its takes and the kept recordings, and the data archive had them', async () => {
    const learner = await t.signUp();
    const id = String((await callApi(t, 'GET', '/api/users/me', learner.token)).json()._id);
    await ownCodeBook(c, id);
    const saved = await save(t, c, learner.token, {
      result: result(70),
      take: { durationSeconds: 9 },
    });
    const takeId = String(json(saved).takeId);
    const kept = await upload(t, learner.token, takeId, wav());
    const url = json<{ url: string }>(kept).url;
    const key = url.slice('/media/'.length, url.indexOf('?'));
    expect(await c.ctx.storage.exists(key)).toBe(true);
    const goal = await callApi(t, 'PUT', '/api/practice/preferences', learner.token, {
      weeklyGoalMinutes: 60,
      hideScores: true,
    });
    expect(goal.statusCode).toBe(200);

    const { unzipSync, strFromU8 } = await import('fflate');
    const archive = await t.app.inject({ url: '/api/users/me/data', headers: auth(learner.token) });
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    const practice = JSON.parse(strFromU8(files['practice-journal.json']!));
    expect(practice).toMatchObject({
      takes: [{ id: takeId, durationSeconds: 9, recordingKept: true }],
      preferences: { weeklyGoalMinutes: 60, hideScores: true },
      settings: [],
    });

    const deleted = await callApi(t, 'DELETE', '/api/users/me', learner.token, {
      password: learner.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await c.ctx.db.select().from(takes).where(eq(takes.userId, id))).toEqual([]);
    expect(await c.ctx.storage.exists(key)).toBe(false);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});

describe('staff deleting the account', () => {
  it("erases the learner's takes and practice preferences too", async () => {
    const superadmin = await createStaff(c.ctx, 'superadmin', ALL_PERMISSIONS);
    const learner = await owner(c);
    const saved = await save(t, c, learner.token, {
      result: result(70),
      take: { durationSeconds: 4 },
    });
    expect(saved.statusCode).toBe(200);
    const goal = await callApi(t, 'PUT', '/api/practice/preferences', learner.token, {
      weeklyGoalMinutes: 30,
      hideScores: false,
    });
    expect(goal.statusCode).toBe(200);
    const deleted = await callApi(t, 'DELETE', `/api/admin/users/${learner.id}`, superadmin.token);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await c.ctx.db.select().from(takes).where(eq(takes.userId, learner.id))).toEqual([]);
    expect(
      await c.ctx.db
        .select()
        .from(practicePreferences)
        .where(eq(practicePreferences.userId, learner.id)),
    ).toEqual([]);
  });
});
