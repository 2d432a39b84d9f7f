// Deleting an account erases its personal data everywhere it is kept (decision 054): the account's
// row, its audit history (the events stay: who did what and when, not to whom by name), the entries
// it wrote as staff and those that name it (a creator), and the mails kept in the outbox for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUDIT_ERASED, type AdminUser, type AuditEntry, type AuditPage } from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import { auditLog, outbox, users } from '../src/db/schema/index.js';
import { ALL_PERMISSIONS, createStaff, type StaffMember } from './support/staff.js';
import { callApi, createTestApp, uniqueName, type TestApp } from './support/test-app.js';

let t: TestApp;
let ctx: AppContext;
let superadmin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  ctx = createAppContext(t.config, t.database);
  superadmin = await createStaff(ctx, 'superadmin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  token: string = superadmin.token,
) => callApi(t, method, url, token, payload);

/** A person with every kind of personal data the back office keeps. */
function person(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('era');
  return {
    username,
    email: `${username}@example.com`,
    password: 'abcdef',
    firstname: 'Ada',
    lastname: 'Lovelace',
    age: 36,
    musicianType: 'Teacher',
    timeZone: 'Europe/London',
    domainUrl: 'school.example',
    address: { line1: '12 St James Square', city: 'London', zip: 'SW1Y 4JH', countryCode: 'GB' },
    currencyCode: 'GBP',
    languageCode: 'en-gb',
    status: 0,
    ...overrides,
  };
}

const PERSONAL = ['Ada', 'Lovelace', '12 St James Square', 'London', 'SW1Y 4JH', 'school.example'];

async function create(body: Record<string, unknown>, token = superadmin.token) {
  const response = await call('POST', '/api/admin/users', body, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminUser>();
}

async function history(id: string): Promise<AuditEntry[]> {
  const response = await call('GET', `/api/admin/audit/user/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditEntry[]>();
}

describe('deleting an account', () => {
  it('keeps the events of its history and erases its personal data from them', async () => {
    const body = person();
    const user = await create(body);
    const renamed = await call('PUT', `/api/admin/users/${user._id}`, {
      ...body,
      lastname: 'King',
      age: 37,
      version: user.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const before = JSON.stringify(await history(user._id));
    for (const value of [body.username, body.email, 'King', ...PERSONAL]) {
      expect(before).toContain(value);
    }

    expect((await call('DELETE', `/api/admin/users/${user._id}`)).statusCode).toBe(204);

    const entries = await history(user._id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.every((entry) => entry.actor.username === superadmin.username)).toBe(true);
    const after = JSON.stringify(entries);
    for (const value of [body.username, body.email, 'King', ...PERSONAL]) {
      expect(after, value).not.toContain(value);
    }
    expect(entries.every((entry) => entry.entityLabel === AUDIT_ERASED)).toBe(true);
    // Which fields changed stays readable, their values do not.
    const update = entries[1]!;
    expect(update.changes.map((change) => change.field).sort()).toEqual(
      expect.arrayContaining(['age', 'lastname']),
    );
    for (const field of ['lastname', 'age']) {
      expect(update.changes.find((change) => change.field === field)).toEqual({
        field,
        before: AUDIT_ERASED,
        after: AUDIT_ERASED,
      });
    }
    // What is not personal stays: the account's role and region.
    const created = entries[2]!.changes;
    expect(created.find((change) => change.field === 'role')?.after).toBe('user');
    expect(created.find((change) => change.field === 'currencyCode')?.after).toBe('GBP');
    // The whole log (the superadmin's view with filters) says the same.
    const page = await call('GET', `/api/admin/audit?entityId=${user._id.toUpperCase()}`);
    expect(page.json<AuditPage>().totalCount).toBe(3);
    expect(page.body).not.toContain(body.email);
  });

  it('wipes the row, ends its mails in the outbox, and leaves other accounts alone', async () => {
    const body = person();
    const bystander = person();
    const user = await create(body);
    const other = await create(bystander);
    const mailsTo = (address: string) =>
      t.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, address));
    // status 0 sent each a validation email.
    expect(await mailsTo(body.email)).toHaveLength(1);
    expect(await mailsTo(bystander.email)).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/users/${user._id}`)).statusCode).toBe(204);

    expect(await mailsTo(body.email)).toHaveLength(0);
    expect(await mailsTo(bystander.email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row).toMatchObject({
      username: null,
      email: null,
      firstname: '',
      lastname: '',
      age: null,
      musicianType: null,
      timeZone: null,
      domainUrl: null,
      address: { line1: '', line2: '', city: '', zip: '', state: '', countryCode: '' },
      // Not personal, and still read by activations and progress.
      role: 'user',
      currencyCode: 'GBP',
    });
    expect(row!.deletedAt).not.toBeNull();
    const otherHistory = JSON.stringify(await history(other._id));
    expect(otherHistory).toContain(bystander.email);
    expect(otherHistory).toContain('Lovelace');
  });

  it('erases a deleted staff member from the entries it wrote and the accounts it created', async () => {
    const staffBody = person({ role: 'admin', permissions: ALL_PERMISSIONS, status: 1 });
    const staff = await create(staffBody);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: staffBody.username, password: staffBody.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const staffToken = signIn.json<{ token: string }>().token;
    const learner = await create(person(), staffToken);
    const written = await history(learner._id);
    expect(written[0]!.actor).toEqual({ _id: staff._id, username: staffBody.username });
    expect(JSON.stringify(written)).toContain(staffBody.username);

    expect((await call('DELETE', `/api/admin/users/${staff._id}`)).statusCode).toBe(204);

    const kept = await history(learner._id);
    expect(kept).toHaveLength(written.length);
    expect(kept[0]!.actor).toEqual({ _id: staff._id, username: AUDIT_ERASED });
    // The learner's own data stays; only the staff member's name, where it names its creator, goes.
    const text = JSON.stringify(kept);
    expect(text).not.toContain(staffBody.username);
    expect(text).toContain('Lovelace');
    const createdBy = kept[0]!.changes.find((change) => change.field === 'createdBy');
    expect(createdBy?.after).toEqual({ _id: staff._id, username: AUDIT_ERASED });
    const rows = await t.database.db
      .select({ actorName: auditLog.actorName })
      .from(auditLog)
      .where(eq(auditLog.actorId, staff._id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.actorName === AUDIT_ERASED)).toBe(true);
  });
});
