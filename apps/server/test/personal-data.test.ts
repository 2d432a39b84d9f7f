// A learner downloads everything kept about them (issue 49): GET /api/users/me/data answers a zip of
// JSON files whose content is what the learner did through the API (signed up, started a trial,
// entered a code, saved a SoundCheck result) and what staff did to the account, and nothing of anyone
// else; staff fetch the same archive for a learner they may read (GET /api/admin/users/:id/personal-data).
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCode } from '@bandbook/domain';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import { PASSING_RESULT, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { ALL_PERMISSIONS, createStaff, type StaffMember } from './support/staff.js';
import {
  activateCode,
  callApi,
  createTestApp,
  type SignedUpUser,
  type TestApp,
} from './support/test-app.js';

let t: TestApp;
let c: Catalogue;
let admin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  admin = await createStaff(c.ctx, 'admin', ALL_PERMISSIONS);
});
afterAll(() => t.close());

const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

/** A learner who did one of each thing that leaves personal data, through the API. */
async function activeLearner(): Promise<SignedUpUser & { id: string; code: string }> {
  const learner = await t.signUp();
  const me = await callApi(t, 'GET', '/api/users/me', learner.token);
  const id = String(me.json()._id);
  const picked = await callApi(t, 'PUT', '/api/users/me', learner.token, {
    profilePictureUrl: PICTURE,
    firstname: 'Ada',
    lastname: 'Lovelace',
    timeZone: 'Europe/London',
  });
  expect(picked.statusCode, picked.body).toBe(200);
  const trial = await callApi(t, 'POST', '/api/users/me/trial', learner.token, {
    contentPackageId: c.trialBook,
  });
  expect(trial.statusCode, trial.body).toBeLessThan(300);
  const list = await createCodeList(c.ctx.db, {
    name: 'Spring',
    packageId: c.codeBook,
    codeNbr: 1,
  });
  const code = list.codes[0]!;
  expect((await activateCode(t, formatCode(code), learner.token)).statusCode).toBe(200);
  const saved = await callApi(t, 'POST', '/api/users/me/progress', learner.token, {
    contentPackageId: c.codeBook,
    contentId: 'code-sc1-i1',
    result: PASSING_RESULT,
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  const staffWrite = await callApi(t, 'PUT', `/api/admin/users/${id}/newsletter`, admin.token, {
    newsletterOptIn: true,
  });
  expect(staffWrite.statusCode, staffWrite.body).toBe(200);
  return { ...learner, id, code };
}

function unpack(body: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [
      name,
      name.endsWith('.png') ? Buffer.from(bytes).toString('base64') : strFromU8(bytes),
    ]),
  );
}

const parsed = (files: Record<string, string>, name: string) => JSON.parse(files[name]!);

describe('GET /api/users/me/data', () => {
  it("answers a zip of the learner's account, books, codes, results, history and mails", async () => {
    const learner = await activeLearner();
    const other = await activeLearner();
    const response = await t.app.inject({
      url: '/api/users/me/data',
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="bandbook-data-${learner.username}-\\d{4}-\\d\\d-\\d\\d\\.zip"$`,
      ),
    );
    const files = unpack(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account-history.json',
      'account.json',
      'books.json',
      'codes.json',
      'mails.json',
      'practice-journal.json',
      'profile-picture.png',
      'sign-ins.json',
      'soundcheck-results.json',
    ]);
    expect(parsed(files, 'account.json')).toMatchObject({
      id: learner.id,
      username: learner.username,
      email: learner.email,
      firstname: 'Ada',
      lastname: 'Lovelace',
      timeZone: 'Europe/London',
      newsletterOptIn: true,
      hasPassword: true,
      profilePictureUrl: PICTURE,
    });
    expect(files['profile-picture.png']).toBe(PICTURE.split(',')[1]);
    const books = parsed(files, 'books.json') as { packageId: string; kind: string }[];
    expect(books.map((b) => [b.packageId, b.kind]).sort()).toEqual(
      [
        [c.trialBook, 'trial'],
        [c.codeBook, 'subscription'],
      ].sort(),
    );
    expect(parsed(files, 'codes.json')).toEqual([
      expect.objectContaining({ code: learner.code, list: 'Spring', packageId: c.codeBook }),
    ]);
    expect(parsed(files, 'soundcheck-results.json')).toEqual([
      expect.objectContaining({
        packageId: c.codeBook,
        contentId: 'code-sc1-i1',
        score: PASSING_RESULT.score,
        result: expect.objectContaining({ percent_played: PASSING_RESULT.percent_played }),
      }),
    ]);
    const history = parsed(files, 'account-history.json');
    expect(history.byYou).toEqual([]);
    expect(history.aboutYou).toEqual([
      expect.objectContaining({
        by: admin.username,
        action: 'update',
        entityId: learner.id,
        after: expect.objectContaining({ newsletterOptIn: true }),
      }),
    ]);
    const mails = parsed(files, 'mails.json') as { to: string; subject: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.to === learner.email)).toBe(true);

    // Nothing of the other learner, and no secret of this one.
    const everything = Object.values(files).join('\n');
    for (const foreign of [other.id, other.username, other.email, other.code]) {
      expect(everything).not.toContain(foreign);
    }
    expect(everything).not.toMatch(/\$argon2|passwordHash|tokenVersion/);
    expect(everything).not.toContain('/verify-email');
  });

  it('needs a signed-in account', async () => {
    const response = await t.app.inject({ url: '/api/users/me/data' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/:id/personal-data', () => {
  it('gives staff who may read the account the archive its owner gets', async () => {
    const learner = await activeLearner();
    const own = await t.app.inject({
      url: '/api/users/me/data',
      headers: { authorization: `Bearer ${learner.token}` },
    });
    const staff = await callApi(
      t,
      'GET',
      `/api/admin/users/${learner.id}/personal-data`,
      admin.token,
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('application/zip');
    const ours = unpack(own.rawPayload);
    const theirs = unpack(staff.rawPayload);
    expect(Object.keys(theirs).sort()).toEqual(Object.keys(ours).sort());
    for (const name of Object.keys(ours)) expect(theirs[name], name).toBe(ours[name]);
  });

  it('refuses staff without the users permission, and names no account that is not there', async () => {
    const learner = await activeLearner();
    const outsider = await createStaff(c.ctx, 'admin', []);
    const refused = await callApi(
      t,
      'GET',
      `/api/admin/users/${learner.id}/personal-data`,
      outsider.token,
    );
    expect(refused.statusCode).toBe(403);
    const missing = await callApi(
      t,
      'GET',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/personal-data',
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
  });
});
