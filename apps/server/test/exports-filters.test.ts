// Issue 44: the Single Users CSV export follows the list's current filters (status, newsletter,
// provider, region, username and email search, users I created): the file holds exactly the rows
// the list shows, and its title says which filters it follows; an unknown filter value is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ExportList } from '@bandbook/domain';
import { createAppContext } from '../src/context.js';
import { users } from '../src/db/schema/index.js';
import { createStaff } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let superadmin: string;

beforeAll(async () => {
  t = await createTestApp({
    JOB_POLL_SECONDS: '0.5',
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_EXPIRE_SECONDS: '1',
  });
  superadmin = (await createStaff(createAppContext(t.config, t.database), 'superadmin')).token;
});
afterAll(() => t.close());

async function filesOf(count: number) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/data/exports/sul', headers: auth(superadmin) })
    ).json<ExportList>();
    const files = list.groups.flatMap((group) => group.files);
    if (files.length >= count && list.pending === 0) return files;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the export file did not appear');
}

const usernamesIn = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[1]);

describe('the Single Users export', () => {
  it('holds what the list shows with the same filters', async () => {
    const opted = await t.signUp({ newsletterOptIn: true });
    const verified = await t.signUp({ newsletterOptIn: true });
    const other = await t.signUp({ newsletterOptIn: false });
    await t.database.db
      .update(users)
      .set({ status: 1 })
      .where(eq(users.username, verified.username));

    const query = 'status=1&newsletterOptIn=true&provider=local';
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/user-list-page?${query}&limit=50`,
      headers: auth(superadmin),
    });
    const shown = listed
      .json<{ pageData: { username: string }[] }>()
      .pageData.map((r) => r.username);
    expect(shown).toEqual([verified.username]);

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/data/exports/sul?${query}`,
      headers: auth(superadmin),
    });
    expect(started.statusCode, started.body).toBe(202);
    const [file] = await filesOf(1);
    expect(file!.title).toMatch(/^Single Users \(.*newsletterOptIn true.*status 1.*\) /);
    expect(file!.rowCount).toBe(1);
    const csv = await t.app.inject({ method: 'GET', url: file!.link, headers: auth(superadmin) });
    expect(usernamesIn(csv.body)).toEqual([verified.username]);

    // Without filters: every single user.
    await t.app.inject({ method: 'POST', url: '/api/data/exports/sul', headers: auth(superadmin) });
    const files = await filesOf(2);
    const all = files.find((candidate) => candidate._id !== file!._id)!;
    const everyone = await t.app.inject({
      method: 'GET',
      url: all.link,
      headers: auth(superadmin),
    });
    expect(usernamesIn(everyone.body)).toEqual(
      expect.arrayContaining([opted.username, verified.username, other.username]),
    );

    // A search is read as the list reads it: part of the name, any case.
    await t.app.inject({
      method: 'POST',
      url: `/api/data/exports/sul?usernameSearch=${other.username.slice(1).toUpperCase()}`,
      headers: auth(superadmin),
    });
    const third = (await filesOf(3)).find((f) => f.title.includes('usernameSearch'))!;
    const searched = await t.app.inject({
      method: 'GET',
      url: third.link,
      headers: auth(superadmin),
    });
    expect(usernamesIn(searched.body)).toEqual([other.username]);
  });

  it('answers a filter value the list does not know with a 400 on that field', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/data/exports/sul?status=7',
      headers: auth(superadmin),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('errors.status');
  });
});
