// Long because: one resource's API on both databases, the dry run, the import, a clash between
// them, codes, channel scope and who may do what each need their own files and expectations.
// CSV imports (issue 49 item 2) through the API: the check reports every row's errors by line and
// column and writes nothing; the import writes exactly the rows, with their subscriptions and trials;
// a username taken between the check and the run is that row's error; codes go into a list
// normalised, once; a restricted admin stays within its channels; only the starter or a superadmin
// reads an import. The expectations are written from the CSV below and the spec's messages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES, type Import } from '@bandbook/domain';
import { eq, inArray } from 'drizzle-orm';
import { createCodeList } from '../src/admin/coupon-lists/create-code-list.js';
import {
  auditLog,
  codes,
  contentChannels,
  entitlements,
  imports,
  users,
} from '../src/db/schema/index.js';
import { seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { createStaff, onePermission, type StaffMember } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';

const FAST_JOBS = { JOB_POLL_SECONDS: '0.5', JOB_MAINTENANCE_SECONDS: '1' };
const HEADER =
  'username,email,firstname,lastname,languageCode,currencyCode,subscriptions,subscriptionEnds,trials,trialEnds';

let t: TestApp;
let cat: Catalogue;
let superadmin: StaffMember;

beforeAll(async () => {
  t = await createTestApp(FAST_JOBS);
  cat = await seedCatalogue(t);
  superadmin = await createStaff(cat.ctx, 'superadmin');
});
afterAll(() => t.close());

const unique = () => `i${randomUUID().replace(/-/g, '').slice(0, 12)}`;

function send(token: string, url: string, csv: string, type = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth(token), 'content-type': type },
    payload: csv,
  });
}

const read = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/imports/${id}`, headers: auth(token) });

/** Waits until the import has left the step under way (checking, importing). */
async function settled(token: string, id: string): Promise<Import> {
  return vi.waitFor(
    async () => {
      const answer = (await read(token, id)).json<Import>();
      if (answer.status === 'checking' || answer.status === 'importing') {
        throw new Error(`still ${answer.status}`);
      }
      return answer;
    },
    { timeout: 60_000, interval: 100 },
  );
}

async function check(token: string, url: string, csv: string): Promise<Import> {
  const response = await send(token, url, csv);
  expect(response.statusCode, response.body).toBe(202);
  const started = response.json<Import>();
  expect(started.status).toBe('checking');
  return settled(token, started._id);
}

async function run(token: string, id: string): Promise<Import> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/${id}/run`,
    headers: auth(token),
  });
  expect(response.statusCode, response.body).toBe(202);
  return settled(token, id);
}

const usersNamed = (names: string[]) =>
  cat.ctx.db.select().from(users).where(inArray(users.username, names));

describe('learners', () => {
  it('reports every error of the dry run by line and column, and writes nothing', async () => {
    const [good, other, taken] = [unique(), unique(), unique()];
    await cat.ctx.db.insert(users).values({ username: taken, email: `${taken}@example.com` });
    const csv = [
      `\uFEFF${HEADER}`,
      `${good},${good}@example.com,Ann,Lee,en-us,USD,${cat.codeBook},2030-01-31,,`,
      'ab,not-an-email,,,en-us,USD,,,,',
      `${other},${good}@example.com,,,xx-xx,USD,,,,`,
      `${taken},${other}@example.com,,,en-us,ZZZ,,,,`,
      `${other}x,${other}x@example.com,,,en-us,USD,${randomUUID()},,${cat.codeBook},`,
      'too,few,cells',
      `${other}y,${other}y@example.com,,,en-us,USD,${cat.codeBook},2001-01-01,${cat.codeBook},`,
    ].join('\r\n');
    const answer = await check(superadmin.token, '/api/admin/imports/learners', csv);
    expect(answer).toMatchObject({ status: 'checked', totalRows: 7, importedRows: 0 });
    expect(answer.errors).toEqual([
      { line: 3, column: 'username', message: 'A username must be at least 3 characters long.' },
      { line: 3, column: 'email', message: "Doesn't look like a valid email." },
      { line: 4, column: 'languageCode', message: 'Choose a Language from the list.' },
      { line: 4, column: 'email', message: 'This email is already on line 2 of the file.' },
      { line: 5, column: 'currencyCode', message: 'Choose a Region from the list.' },
      { line: 5, column: 'username', message: 'This username is already taken.' },
      { line: 6, column: 'subscriptions', message: 'This content package does not exist.' },
      { line: 7, column: '', message: 'This line is not valid CSV.' },
      {
        line: 8,
        column: 'trials',
        message:
          'Please review the application subscriptions/trials and make sure that each application is only assigned once.',
      },
      {
        line: 8,
        column: 'subscriptionEnds',
        message: 'The end date must be after the start date.',
      },
    ]);
    expect(answer.errorCount).toBe(10);
    expect(await usersNamed([good, other, `${other}x`])).toEqual([]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${answer._id}/run`,
      headers: auth(superadmin.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The check found errors: correct the file and check it again.',
    });
  });

  it('names a missing column and a column it does not know on line 1', async () => {
    const answer = await check(
      superadmin.token,
      '/api/admin/imports/learners',
      'username,email,languageCode,shoeSize\nabc,abc@example.com,en-us,42\n',
    );
    expect(answer.errors).toEqual([
      { line: 1, column: 'currencyCode', message: 'The column currencyCode is missing.' },
      { line: 1, column: 'shoeSize', message: 'The column shoeSize is not one this import knows.' },
    ]);
  });

  it('imports exactly the rows, with their subscriptions and trials, as verified accounts without a password', async () => {
    const names: [string, string, string] = [unique(), unique(), unique()];
    const csv = [
      HEADER,
      `${names[0]},${names[0]}@example.com,Ann,Lee,en-us,USD,${cat.codeBook},2030-01-31,,`,
      `${names[1]},${names[1]}@example.com,,,en-us,USD,,,${cat.trialBook},`,
      `${names[2]},${names[2]}@example.com,Bo,,en-us,USD,${cat.codeBook};${cat.freeBook},,${cat.trialBook},2031-06-30`,
      '',
    ].join('\n');
    const checked = await check(superadmin.token, '/api/admin/imports/learners', csv);
    expect(checked).toMatchObject({ status: 'checked', totalRows: 3, errorCount: 0, errors: [] });
    expect(await usersNamed(names)).toEqual([]);
    const done = await run(superadmin.token, checked._id);
    expect(done).toMatchObject({ status: 'done', importedRows: 3, errorCount: 0 });
    const rows = await usersNamed(names);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ role: 'user', status: 1, passwordHash: null });
      expect(row.createdBy).toBe(superadmin.id);
    }
    const logged = await cat.ctx.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          rows.map((row) => row.id),
        ),
      );
    expect(logged.map((entry) => [entry.action, entry.entityType, entry.actorId])).toEqual(
      rows.map(() => ['create', 'user', superadmin.id]),
    );
    const byName = new Map(rows.map((row) => [row.username, row]));
    expect(byName.get(names[0])).toMatchObject({ firstname: 'Ann', lastname: 'Lee' });
    const held = await cat.ctx.db
      .select()
      .from(entitlements)
      .where(
        inArray(
          entitlements.userId,
          rows.map((row) => row.id),
        ),
      );
    const holdings = held
      .map((h) => ({
        user: rows.find((row) => row.id === h.userId)!.username,
        packageId: h.packageId,
        kind: h.kind,
        ends: h.endsAt.toISOString(),
      }))
      .sort((a, b) => `${a.user}${a.packageId}`.localeCompare(`${b.user}${b.packageId}`));
    const day = 24 * 3600_000;
    const trialEnd = held.find((h) => h.userId === byName.get(names[1])!.id)!;
    // The trial book's own trial period: one day (the fixture's).
    expect(trialEnd.endsAt.getTime() - trialEnd.startsAt.getTime()).toBe(day);
    const yearly = held.find(
      (h) => h.userId === byName.get(names[2])!.id && h.packageId === cat.freeBook,
    )!;
    expect(yearly.endsAt.getTime() - yearly.startsAt.getTime()).toBe(365 * day);
    expect(holdings.map(({ ends: _ends, ...rest }) => rest)).toEqual(
      [
        { user: names[0], packageId: cat.codeBook, kind: 'subscription' },
        { user: names[1], packageId: cat.trialBook, kind: 'trial' },
        { user: names[2], packageId: cat.codeBook, kind: 'subscription' },
        { user: names[2], packageId: cat.freeBook, kind: 'subscription' },
        { user: names[2], packageId: cat.trialBook, kind: 'trial' },
      ].sort((a, b) => `${a.user}${a.packageId}`.localeCompare(`${b.user}${b.packageId}`)),
    );
    expect(holdings.find((h) => h.user === names[0])!.ends).toBe('2030-01-31T23:59:59.999Z');
    expect(holdings.find((h) => h.user === names[2] && h.packageId === cat.trialBook)!.ends).toBe(
      '2031-06-30T23:59:59.999Z',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${done._id}/run`,
      headers: auth(superadmin.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('reports a username taken between the check and the import for its row, and imports the rest', async () => {
    const [first, second] = [unique(), unique()];
    const csv = [
      HEADER,
      `${first},${first}@example.com,,,en-us,USD,,,,`,
      `${second},${second}@example.com,,,en-us,USD,,,,`,
    ].join('\n');
    const checked = await check(superadmin.token, '/api/admin/imports/learners', csv);
    expect(checked.errorCount).toBe(0);
    await cat.ctx.db
      .insert(users)
      .values({ username: second.toUpperCase(), email: `${unique()}@example.com` });
    const done = await run(superadmin.token, checked._id);
    expect(done).toMatchObject({ status: 'done', importedRows: 1, errorCount: 1 });
    expect(done.errors).toEqual([
      { line: 3, column: 'username', message: 'This username is already taken.' },
    ]);
    expect((await usersNamed([first])).length).toBe(1);
  });

  it('tells staff that a job broke off without the error itself, which stays on the server', async () => {
    const name = unique();
    const csv = [HEADER, `${name},${name}@example.com,,,en-us,USD,,,,`].join('\n');
    const checked = await check(superadmin.token, '/api/admin/imports/learners', csv);
    expect(checked.status).toBe('checked');
    // The checked file is gone from storage when the import runs: reading it fails.
    const [row] = await cat.ctx.db.select().from(imports).where(eq(imports.id, checked._id));
    await cat.ctx.storage.delete(row!.fileKey);
    const failed = await run(superadmin.token, checked._id);
    expect(failed).toMatchObject({
      status: 'failed',
      importedRows: 0,
      failure: IMPORT_MESSAGES.serverFailure(checked._id),
    });
    const [kept] = await cat.ctx.db.select().from(imports).where(eq(imports.id, checked._id));
    expect(kept!.failure).not.toBe(failed.failure);
    expect(kept!.failure).toMatch(/\S/);
    expect((await usersNamed([name])).length).toBe(0);
  });
});

describe('codes', () => {
  it('checks codes as printed codes are kept, once in the file and new to the database, then imports them into the list', async () => {
    const list = await createCodeList(cat.ctx.db, {
      name: 'Imported codes',
      packageId: cat.codeBook,
      multiUseCounter: 3,
      codes: [],
    });
    const url = `/api/admin/imports/codes?couponListId=${list.id}`;
    const bad = await check(
      superadmin.token,
      url,
      ['code', 'abcd-efgh-jk12', 'ABCDEFGHJK12', 'UUUU-1234', cat.codes.single, '  '].join('\n'),
    );
    expect(bad.errors).toEqual([
      { line: 3, column: 'code', message: 'This code is already on line 2 of the file.' },
      {
        line: 4,
        column: 'code',
        message: 'A code may hold only the letters and digits of printed codes.',
      },
      { line: 5, column: 'code', message: 'This code already exists.' },
      { line: 6, column: 'code', message: 'A Code is required' },
    ]);
    const fresh = `QQ${randomUUID()
      .replace(/[^0-9]/g, '')
      .slice(0, 10)}`;
    const checked = await check(superadmin.token, url, `code\nzz-99-oi-${fresh}\n${fresh}\n`);
    expect(checked).toMatchObject({ errorCount: 0, totalRows: 2 });
    const done = await run(superadmin.token, checked._id);
    expect(done).toMatchObject({ status: 'done', importedRows: 2 });
    const stored = await cat.ctx.db
      .select({ code: codes.code, maxUses: codes.maxUses })
      .from(codes)
      .where(eq(codes.listId, list.id));
    expect(stored.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [
        { code: fresh, maxUses: 3 },
        { code: `ZZ9901${fresh}`, maxUses: 3 },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );
  });
});

describe('channels and permissions', () => {
  it('keeps a restricted admin to its channels: lists and packages outside them are refused', async () => {
    const [channel] = await cat.ctx.db
      .insert(contentChannels)
      .values({ name: 'Elsewhere' })
      .returning();
    const restricted = await createStaff(
      cat.ctx,
      'admin',
      [
        { resource: 'sulUsers', actions: ['create'] },
        { resource: 'couponList', actions: ['update'] },
      ],
      [channel!.id],
    );
    const list = await createCodeList(cat.ctx.db, { name: 'Main list', packageId: cat.codeBook });
    const codesOutside = await send(
      restricted.token,
      `/api/admin/imports/codes?couponListId=${list.id}`,
      'code\nABCD\n',
    );
    expect(codesOutside.statusCode).toBe(404);
    expect(codesOutside.json()).toMatchObject({ message: 'This code list does not exist.' });
    const name = unique();
    const answer = await check(
      restricted.token,
      '/api/admin/imports/learners',
      `${HEADER}\n${name},${name}@example.com,,,en-us,USD,${cat.codeBook},,,\n`,
    );
    expect(answer.errors).toEqual([
      {
        line: 2,
        column: 'subscriptions',
        message: 'This content package is not in your content channels.',
      },
    ]);
  });

  it('asks sulUsers create for learners and couponList update for codes; only the starter or a superadmin reads an import', async () => {
    const codesOnly = await createStaff(cat.ctx, 'admin', onePermission('couponList', 'update'));
    const learnersOnly = await createStaff(cat.ctx, 'admin', onePermission('sulUsers', 'create'));
    const creator = await createStaff(cat.ctx, 'admin', onePermission('couponList', 'create'));
    const list = await createCodeList(cat.ctx.db, { name: 'Perm list', packageId: cat.codeBook });
    const csv = `${HEADER}\n${unique()},${unique()}@example.com,,,en-us,USD,,,,\n`;
    expect((await send(codesOnly.token, '/api/admin/imports/learners', csv)).statusCode).toBe(403);
    const codesUrl = `/api/admin/imports/codes?couponListId=${list.id}`;
    expect((await send(learnersOnly.token, codesUrl, 'code\nABCD\n')).statusCode).toBe(403);
    expect((await send(creator.token, codesUrl, 'code\nABCD\n')).statusCode).toBe(403);
    const mine = await check(learnersOnly.token, '/api/admin/imports/learners', csv);
    expect((await read(codesOnly.token, mine._id)).statusCode).toBe(404);
    expect((await read(superadmin.token, mine._id)).statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${mine._id}/run`,
      headers: auth(codesOnly.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 400 for a body that is not CSV or empty, and 413 past the size cap', async () => {
    const url = '/api/admin/imports/learners';
    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: auth(superadmin.token),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: 'Send the file as text/csv.' });
    const empty = await send(superadmin.token, url, '');
    expect(empty.statusCode).toBe(400);
    const large = await send(superadmin.token, url, 'x'.repeat(20 * 1024 * 1024 + 10));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ message: 'The file is too large: at most 20 MB.' });
  });
});
