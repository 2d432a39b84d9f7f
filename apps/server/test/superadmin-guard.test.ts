// The back office always keeps a superadmin (decision 054): an own id in upper case is still one's
// own (no self-delete), the last superadmin can be neither deleted nor demoted, and two superadmins
// deleting or demoting each other at once leave exactly one (the guard locks the superadmin rows).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES, type AdminUser } from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import { users } from '../src/db/schema/index.js';
import { eraseAccount } from '../src/admin/users/erase-account.js';
import { deleteAccount } from '../src/admin/users/account-actions.js';
import type { Staff } from '../src/admin/shared/staff-guard.js';
import { updateAccount } from '../src/admin/users/users.service.js';
import { findAccount } from '../src/admin/users/users.queries.js';
import { createStaff, type StaffMember } from './support/staff.js';
import { callApi, createTestApp, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let ctx: AppContext;

beforeAll(async () => {
  t = await createTestApp();
  ctx = createAppContext(t.config, t.database);
});
afterAll(() => t.close());

// The superadmins are counted: each test starts with none left from the one before.
beforeEach(async () => {
  await ctx.db
    .update(users)
    .set({ deletedAt: new Date() })
    .where(and(eq(users.role, 'superadmin'), isNull(users.deletedAt)));
});

const app = () => t;
const asStaff = (member: StaffMember): Staff => ({
  id: member.id,
  username: member.username,
  role: 'superadmin',
  permissions: [],
});

async function liveSuperadmins(): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

async function formOf(member: StaffMember, token: string) {
  const response = await callApi(app(), 'GET', `/api/admin/users/${member.id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const user = response.json<AdminUser>();
  return {
    username: user.username!,
    email: user.email!,
    currencyCode: 'USD',
    languageCode: 'en-us',
    role: user.role,
    version: user.version,
  };
}

describe('the last superadmin', () => {
  it('cannot delete itself by its id in upper case, by either delete route', async () => {
    const only = await createStaff(ctx, 'superadmin');
    const upper = only.id.toUpperCase();
    const viaDelete = await callApi(app(), 'DELETE', `/api/admin/users/${upper}`, only.token);
    expect(viaDelete.statusCode).toBe(403);
    const viaList = await callApi(
      app(),
      'PUT',
      '/api/admin/users/delete-single-user-account',
      only.token,
      { _id: upper },
    );
    expect(viaList.statusCode).toBe(403);
    expect(await liveSuperadmins()).toEqual([only.id]);
    expect((await callApi(app(), 'GET', '/api/users/me', only.token)).statusCode).toBe(200);
  });

  it('is refused deletion and demotion, whoever asks; one of two may go', async () => {
    const first = await createStaff(ctx, 'superadmin');
    const second = await createStaff(ctx, 'superadmin');
    // With two, one may take the other's role away.
    const demoted = await callApi(app(), 'PUT', `/api/admin/users/${second.id}`, first.token, {
      ...(await formOf(second, first.token)),
      role: 'admin',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    // Now `first` is the last one: it cannot give itself another role…
    const self = await callApi(app(), 'PUT', `/api/admin/users/${first.id}`, first.token, {
      ...(await formOf(first, first.token)),
      role: 'admin',
    });
    expect([self.statusCode, self.json()]).toEqual([
      409,
      errorBody({ message: USER_ADMIN_MESSAGES.lastSuperadmin }),
    ]);
    // …and the service refuses its deletion even to a caller the routes would not let in.
    await expect(deleteAccount(ctx, asStaff(second), first.id.toUpperCase())).rejects.toMatchObject(
      {
        statusCode: 409,
        message: USER_ADMIN_MESSAGES.lastSuperadmin,
      },
    );
    expect(await liveSuperadmins()).toEqual([first.id]);
  });

  it('survives two superadmins deleting each other at once: exactly one goes', async () => {
    const a = await createStaff(ctx, 'superadmin');
    const b = await createStaff(ctx, 'superadmin');
    const results = await Promise.allSettled([
      deleteAccount(ctx, asStaff(a), b.id),
      deleteAccount(ctx, asStaff(b), a.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    expect(await liveSuperadmins()).toHaveLength(1);
  });

  it('survives two superadmins demoting each other at once: exactly one keeps the role', async () => {
    const a = await createStaff(ctx, 'superadmin');
    const b = await createStaff(ctx, 'superadmin');
    const demote = async (actor: StaffMember, target: StaffMember) =>
      updateAccount(ctx, asStaff(actor), target.id, {
        ...(await formOf(target, actor.token)),
        role: 'admin',
        firstname: '',
        lastname: '',
        age: null,
        musicianType: null,
        domainUrl: null,
        timeZone: null,
        stars: 0,
        newsletterOptIn: false,
        permissions: [],
        contentChannelIdList: [],
        canEditAllUsers: false,
        subscriptionList: [],
        trialList: [],
      });
    const results = await Promise.allSettled([demote(a, b), demote(b, a)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await liveSuperadmins()).toHaveLength(1);
  });

  // PostgreSQL runs the two transactions side by side: the second must wait for the first's row
  // locks and then see its deletion. (PGlite runs one transaction at a time, so it cannot show this.)
  it.runIf(process.env.TEST_DATABASE_URL)(
    'makes a concurrent deletion wait for the first one and then see its result',
    async () => {
      const a = await createStaff(ctx, 'superadmin');
      const b = await createStaff(ctx, 'superadmin');
      const rowOfB = (await findAccount(ctx.db, b.id))!.user;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let erased!: () => void;
      const hasErased = new Promise<void>((resolve) => (erased = resolve));
      const first = ctx.db.transaction(async (tx) => {
        await eraseAccount(tx, asStaff(a), rowOfB);
        erased();
        await released;
      });
      await hasErased;
      // The outcome is caught at once: the second deletion is refused while the test still awaits
      // the first, and a rejection nobody listens to yet would be reported as unhandled.
      let settled = false;
      const second = deleteAccount(ctx, asStaff(b), a.id).then(
        () => ({ refused: null }),
        (reason: unknown) => ({ refused: reason }),
      );
      void second.finally(() => (settled = true));
      await vi.waitFor(
        async () => {
          expect(settled, 'the second deletion did not wait for the first').toBe(false);
          const { rows } = (await ctx.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          expect(rows[0]?.n).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      release();
      await first;
      expect((await second).refused).toMatchObject({ statusCode: 409 });
      expect(await liveSuperadmins()).toEqual([a.id]);
    },
  );
});
