// A learner deletes their own account (issue 49): DELETE /api/users/me with the password (or, for an
// account without one, its email or username typed out). Afterwards its sessions and sign-in are
// gone, its personal data is erased from the row, the mails and the audit log, its holdings stay
// counted, and a staff account cannot do it this way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUDIT_ERASED, MESSAGES, type AuditEntry } from '@bandbook/domain';
import { auditLog, entitlements, outbox, users } from '../src/db/schema/index.js';
import { seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { errorBody } from './support/error-body.js';
import { ALL_PERMISSIONS, createStaff, type StaffMember } from './support/staff.js';
import { activateCode, callApi, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let c: Catalogue;
let superadmin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  superadmin = await createStaff(c.ctx, 'superadmin', ALL_PERMISSIONS);
});
afterAll(() => t.close());

const deleteMe = (token: string, payload: Record<string, unknown>) =>
  callApi(t, 'DELETE', '/api/users/me', token, payload);

async function rowOf(id: string) {
  const [row] = await c.ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('DELETE /api/users/me', () => {
  it('needs the password, then erases the account and ends its sessions', async () => {
    const learner = await t.signUp();
    const id = String((await callApi(t, 'GET', '/api/users/me', learner.token)).json()._id);
    expect((await activateCode(t, c.codes.spare[0]!, learner.token)).statusCode).toBe(200);
    const renamed = await callApi(t, 'PUT', '/api/users/me', learner.token, {
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const staffWrite = await callApi(
      t,
      'PUT',
      `/api/admin/users/${id}/newsletter`,
      superadmin.token,
      {
        newsletterOptIn: true,
      },
    );
    expect(staffWrite.statusCode).toBe(200);

    for (const payload of [{}, { password: 'Wrong123' }, { confirm: learner.email }]) {
      const refused = await deleteMe(learner.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual(
        errorBody({
          message: MESSAGES.incorrectPassword,
          errors: { password: { message: MESSAGES.incorrectPassword } },
        }),
      );
    }
    expect((await rowOf(id)).deletedAt).toBeNull();

    const deleted = await deleteMe(learner.token, { password: learner.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.accountDeleted });

    expect((await callApi(t, 'GET', '/api/users/me', learner.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: learner.username, password: learner.password },
    });
    expect(login.statusCode).toBe(401);
    expect(await rowOf(id)).toMatchObject({
      username: null,
      email: null,
      passwordHash: null,
      firstname: '',
      lastname: '',
      deletedAt: expect.any(Date),
    });
    // The book it unlocked stays counted as taken; the mails and history keep nothing of the person.
    const held = await c.ctx.db.select().from(entitlements).where(eq(entitlements.userId, id));
    expect(held.map((e) => e.packageId)).toEqual([c.codeBook]);
    const mails = await c.ctx.db.select().from(outbox).where(eq(outbox.to, learner.email));
    expect(mails).toEqual([]);
    const entries = await c.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((e) => e.action).sort()).toEqual(['delete', 'update']);
    const history = JSON.stringify(entries);
    for (const personal of [learner.username, learner.email, 'Ada', 'Lovelace']) {
      expect(history).not.toContain(personal);
    }
    const shown = await callApi(t, 'GET', `/api/admin/audit/user/${id}`, superadmin.token);
    expect(shown.json<AuditEntry[]>()).toContainEqual(
      expect.objectContaining({ action: 'delete', entityLabel: AUDIT_ERASED }),
    );

    // Gone is gone: the old session cannot try again.
    expect((await deleteMe(learner.token, { password: learner.password })).statusCode).toBe(401);
  });

  it('asks an account without a password for its email or username typed out', async () => {
    const name = `g${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const [row] = await c.ctx.db
      .insert(users)
      .values({ username: name, email: `${name}@Example.com`, status: 1, provider: 'google' })
      .returning();
    const token = await c.ctx.jwt.sign({ userId: row!.id, tokenVersion: 0 });
    for (const payload of [
      {},
      { confirm: 'someone-else@example.com' },
      { password: 'Secret123' },
    ]) {
      const refused = await deleteMe(token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual(
        errorBody({
          message: MESSAGES.accountDeletionConfirm,
          errors: { confirm: { message: MESSAGES.accountDeletionConfirm } },
        }),
      );
    }
    const deleted = await deleteMe(token, { confirm: ` ${name}@example.COM ` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await rowOf(row!.id)).deletedAt).toEqual(expect.any(Date));
  });

  it('is not how a staff account goes', async () => {
    const staff = await createStaff(c.ctx, 'admin', ALL_PERMISSIONS);
    const refused = await deleteMe(staff.token, { password: 'whatever' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody({ message: MESSAGES.accountDeletionStaff }));
    expect((await rowOf(staff.id)).deletedAt).toBeNull();
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: 'Secret123' },
    });
    expect(response.statusCode).toBe(401);
  });
});
