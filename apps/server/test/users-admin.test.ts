// Long because: one resource (accounts in the back office) end to end on one seeded app: create,
// list, who may edit whom, versioned holdings, password, delete, observation.
// Accounts in the back office: the list and its filters, create with or without the validation email
// and the spec's rules, who may edit whom (read-only, escalation), the versioned update with the
// complete subscription and trial lists ('Oops!' for a package twice), password change and delete
// ending sessions, the list's actions, observation mode, the audit log, and no secret in any answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  MUSICIAN_TYPES,
  USER_ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserPage,
  type ObservedDashboard,
} from '@bandbook/domain';
import type { AppContext } from '../src/context.js';
import { auditLog, progress } from '../src/db/schema/index.js';
import { PASSING_RESULT, seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { editedHoldingsOf } from './support/admin-user-form.js';
import { ALL_PERMISSIONS, createStaff, onePermission, type StaffMember } from './support/staff.js';
import { auth, callApi, createTestApp, uniqueName, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let catalogue: Catalogue;
let ctx: AppContext;
let superadmin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t);
  ctx = catalogue.ctx;
  superadmin = await createStaff(ctx, 'superadmin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string = superadmin.token,
  payload?: Record<string, unknown>,
) => callApi(t, method, url, token, payload);

const newAccount = (overrides: Record<string, unknown> = {}) => {
  const username = uniqueName('adm');
  return {
    username,
    email: `${username}@example.com`,
    password: 'abc',
    currencyCode: 'USD',
    languageCode: 'en-us',
    status: 1,
    ...overrides,
  };
};

async function create(overrides: Record<string, unknown> = {}, token = superadmin.token) {
  const response = await call('POST', '/api/admin/users', token, newAccount(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminUser>();
}

const logInAs = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/local', payload: { username, password } });

/** The whole form of an account for PUT, as the edit screen sends it. */
const formOf = (user: AdminUser, changes: Record<string, unknown> = {}) => ({
  username: user.username,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  currencyCode: user.currencyCode,
  languageCode: user.languageCode,
  stars: user.stars,
  newsletterOptIn: user.newsletterOptIn,
  permissions: user.permissions,
  contentChannelIdList: user.contentChannelIdList,
  canEditAllUsers: user.adminAccess.canEditAllUsers,
  version: user.version,
  ...editedHoldingsOf(user),
  ...changes,
});

const SECRET_KEYS = /passwordHash|tokenVersion|token|secret|apiKey/;
function expectNoSecrets(body: unknown) {
  const keys: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        keys.push(key);
        walk(value);
      }
    }
  };
  walk(body);
  expect(keys.filter((key) => SECRET_KEYS.test(key))).toEqual([]);
}

describe('creating accounts', () => {
  it('Skip Validation Email makes a verified account that can log in; Send sends the email', async () => {
    const skipped = await create({ status: 1, stars: '-4' });
    expect(skipped).toMatchObject({ status: 1, role: 'user', stars: 0, deleted: false });
    expect(skipped.createdBy).toEqual({ _id: superadmin.id, username: superadmin.username });
    expectNoSecrets(skipped);
    expect((await logInAs(skipped.username!, 'abc')).statusCode).toBe(200);
    expect((await t.outbox()).some((mail) => mail.to === skipped.email)).toBe(false);

    const sent = await create({ status: 0, stars: 'abc' });
    expect(sent).toMatchObject({ status: 0, stars: 0 });
    const mail = (await t.outbox()).find((message) => message.to === sent.email);
    expect(mail?.links.some((link) => link.includes('/verify-email/'))).toBe(true);
  });

  it('answers the spec’s rules per field', async () => {
    const response = await call('POST', '/api/admin/users', superadmin.token, {
      username: 'ab',
      email: 'nope',
      password: 'ab',
      currencyCode: '',
      languageCode: '',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, { message: string }> }>();
    expect(errors.username?.message).toBe(MESSAGES.usernameTooShort);
    expect(errors.email?.message).toBe(MESSAGES.emailInvalid);
    expect(errors.password?.message).toBe('Password must be at least 3 characters long.');
    expect(errors.currencyCode?.message).toBe(MESSAGES.regionRequired);
    expect(errors.languageCode?.message).toBe(MESSAGES.languageRequired);
    const taken = await create();
    const twice = await call('POST', '/api/admin/users', superadmin.token, {
      ...newAccount(),
      username: taken.username,
      email: taken.email,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.username.message).toBe(MESSAGES.usernameTaken);
    expect(twice.json().errors.email.message).toBe(MESSAGES.emailTaken);
    const check = await call('POST', '/api/admin/users/check-username', superadmin.token, {
      username: taken.username!,
    });
    expect(check.json()).toEqual({ available: false, message: MESSAGES.usernameTaken });
    const own = await call('POST', '/api/admin/users/check-email', superadmin.token, {
      email: taken.email!,
      exceptId: taken._id,
    });
    expect(own.json()).toEqual({ available: true });
  });

  it('never lets an admin give a role or permission above its own', async () => {
    const admin = await createStaff(ctx, 'admin', [
      { resource: 'adminUsers', actions: ['read', 'create', 'update'] },
      { resource: 'sulUsers', actions: ['read', 'create'] },
    ]);
    const asAdmin = (body: Record<string, unknown>) =>
      call('POST', '/api/admin/users', admin.token, newAccount(body));
    expect((await asAdmin({ role: 'admin' })).statusCode).toBe(403);
    expect((await asAdmin({ role: 'superadmin' })).json().message).toBe(
      USER_ADMIN_MESSAGES.roleNotAllowed,
    );
    const escalated = await asAdmin({
      role: 'sales',
      permissions: [{ resource: 'couponList', actions: ['delete'] }],
    });
    expect(escalated.statusCode).toBe(403);
    expect(escalated.json().message).toBe(USER_ADMIN_MESSAGES.permissionsNotAllowed);
    const sales = await asAdmin({
      role: 'sales',
      permissions: [{ resource: 'sulUsers', actions: ['read'] }],
    });
    expect(sales.statusCode).toBe(201);
    // The superadmin may make admins with any permission.
    const made = await create({ role: 'admin', permissions: ALL_PERMISSIONS });
    expect(made.permissions).toHaveLength(ALL_PERMISSIONS.length);
    // An admin cannot edit another admin, nor give itself more.
    const other = (
      await call('GET', `/api/admin/users/${made._id}`, admin.token)
    ).json<AdminUser>();
    expect(other.canEdit).toBe(false);
    expect(
      (await call('PUT', `/api/admin/users/${made._id}`, admin.token, formOf(other))).statusCode,
    ).toBe(403);
  });
});

describe('the list', () => {
  it('filters single users and lists staff by role', async () => {
    const creator = await createStaff(ctx, 'admin', [
      { resource: 'sulUsers', actions: ['read', 'create'] },
    ]);
    const mine = await create(
      { newsletterOptIn: true, status: 0, currencyCode: 'GBP' },
      creator.token,
    );
    const query = async (params: Record<string, string>, token = superadmin.token) =>
      (
        await call('GET', `/api/admin/users/user-list-page?${new URLSearchParams(params)}`, token)
      ).json<AdminUserPage>();
    const byCreator = await query({ createdBy: creator.id });
    expect(byCreator.pageData.map((row) => row._id)).toEqual([mine._id]);
    expect((await query({ usernameSearch: mine.username!.toUpperCase() })).totalCount).toBe(1);
    expect(
      (await query({ emailSearch: mine.email!.slice(0, 8) })).totalCount,
    ).toBeGreaterThanOrEqual(1);
    const filtered = await query({
      status: '0',
      newsletterOptIn: 'true',
      currencyCode: 'GBP',
      provider: 'local',
    });
    expect(filtered.pageData.map((row) => row._id)).toContain(mine._id);
    expect((await query({ status: '1', createdBy: creator.id })).totalCount).toBe(0);
    expect((await query({ newsletterOptIn: 'false', createdBy: creator.id })).totalCount).toBe(0);
    const paged = await query({ limit: '1' });
    expect(paged.pageData).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.totalCount);
    const staffPage = await query({ role: 'admin' });
    expect(staffPage.pageData.every((row) => row.role === 'admin')).toBe(true);
    // Single users need sulUsers, staff adminUsers.
    const sulOnly = await createStaff(ctx, 'admin', onePermission('sulUsers', 'read'));
    const refused = await call('GET', '/api/admin/users/user-list-page?role=admin', sulOnly.token);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users/user-list-page', sulOnly.token)).statusCode).toBe(
      200,
    );
  });

  it('marks verified, resends the validation email and toggles the newsletter', async () => {
    const user = await create({ status: 0 });
    const resend = await call('PUT', '/api/admin/users/resend-validation-email', superadmin.token, {
      _id: user._id,
    });
    expect(resend.json().message).toBe(USER_ADMIN_MESSAGES.validationEmailSent);
    expect(
      (await t.outbox()).filter((mail) => mail.to === user.email).length,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (
        await call('PUT', '/api/admin/users/update-user-status', superadmin.token, {
          _id: user._id,
        })
      ).statusCode,
    ).toBe(200);
    const again = await call('PUT', '/api/admin/users/update-user-status', superadmin.token, {
      _id: user._id,
    });
    expect(again.json().message).toBe(USER_ADMIN_MESSAGES.alreadyVerified);
    await call('PUT', `/api/admin/users/${user._id}/newsletter`, superadmin.token, {
      newsletterOptIn: true,
    });
    const read = (await call('GET', `/api/admin/users/${user._id}`)).json<AdminUser>();
    expect(read).toMatchObject({ status: 1, newsletterOptIn: true });
  });
});

describe('editing a single user', () => {
  it('is read-only for an admin with VIEW alone; Single Users UPDATE edits any learner, creator or not (issue 44)', async () => {
    const creator = await createStaff(ctx, 'admin', [
      { resource: 'sulUsers', actions: ['read', 'create', 'update'] },
    ]);
    const viewer = await createStaff(ctx, 'admin', [{ resource: 'sulUsers', actions: ['read'] }]);
    const stranger = await createStaff(ctx, 'admin', [
      { resource: 'sulUsers', actions: ['read', 'update'] },
    ]);
    const user = await create({}, creator.token);
    const asViewer = (
      await call('GET', `/api/admin/users/${user._id}`, viewer.token)
    ).json<AdminUser>();
    expect(asViewer.canEdit).toBe(false);
    const refused = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      viewer.token,
      formOf(asViewer, { firstname: 'X' }),
    );
    expect(refused.statusCode).toBe(403);
    // The spec's canEditAnySUL is the update permission: no need to have created the account.
    const asStranger = (
      await call('GET', `/api/admin/users/${user._id}`, stranger.token)
    ).json<AdminUser>();
    expect(asStranger.canEdit).toBe(true);
    expect(asStranger.canDelete).toBe(false);
    const saved = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      stranger.token,
      formOf(asStranger, { firstname: 'Ann' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (
      await call(
        'GET',
        `/api/admin/users/user-list-page?usernameSearch=${user.username}`,
        stranger.token,
      )
    ).json<AdminUserPage>();
    expect(page.pageData.find((row) => row._id === user._id)?.canEdit).toBe(true);
  });

  it('keeps what the edit form does not show (age, musician type, domain, time zone) through a save', async () => {
    const profile = {
      age: 34,
      musicianType: MUSICIAN_TYPES[0],
      domainUrl: 'https://school.example.com',
      timeZone: 'Europe/Paris',
    };
    const user = await create(profile);
    expect(user).toMatchObject(profile);
    const saved = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      superadmin.token,
      formOf(user, { firstname: 'Renamed' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminUser>()).toMatchObject({ ...profile, firstname: 'Renamed' });
    // Sent, they are saved, null included.
    const cleared = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      superadmin.token,
      formOf(saved.json<AdminUser>(), { age: null }),
    );
    expect(cleared.json<AdminUser>()).toMatchObject({ age: null, timeZone: 'Europe/Paris' });
  });

  it('offers each package with its own trial days, for Add trial', async () => {
    const options = await call('GET', '/api/admin/users/package-options', superadmin.token);
    expect(options.json<{ _id: string; trialPeriodInDays: number }[]>()).toContainEqual(
      expect.objectContaining({ _id: catalogue.trialBook, trialPeriodInDays: 1 }),
    );
  });

  it('replaces subscriptions and trials, refuses a package twice and a stale version', async () => {
    const user = await create();
    const now = Date.now();
    const day = 24 * 3600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const saved = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      superadmin.token,
      formOf(user, {
        subscriptionList: [
          {
            contentPackageId: catalogue.codeBook,
            subscriptionStartDate: iso(now),
            subscriptionEndDate: iso(now + 365 * day),
          },
        ],
        trialList: [
          {
            contentPackageId: catalogue.trialBook,
            trialStartDate: iso(now),
            trialEndDate: iso(now + day),
          },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const withBoth = saved.json<AdminUser>();
    expect(withBoth.subscriptionList).toEqual([
      expect.objectContaining({
        contentPackageId: catalogue.codeBook,
        contentPackageTitle: 'Book code',
        isExpired: false,
      }),
    ]);
    expect(withBoth.trialList).toEqual([
      expect.objectContaining({ contentPackageId: catalogue.trialBook, trialPeriodInDays: 1 }),
    ]);
    expect(withBoth.version).toBe(2);
    // The learner sees them.
    const token = await ctx.jwt.sign({ userId: user._id, tokenVersion: 0 });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth(token) });
    expect(me.json().subscriptionList).toHaveLength(1);

    // Extend the trial by a week, remove the subscription.
    const extended = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      superadmin.token,
      formOf(withBoth, {
        subscriptionList: [],
        trialList: [
          {
            contentPackageId: catalogue.trialBook,
            trialStartDate: iso(now),
            trialEndDate: iso(now + 7 * day),
          },
        ],
      }),
    );
    expect(extended.statusCode).toBe(200);
    expect(extended.json<AdminUser>().subscriptionList).toEqual([]);
    expect(extended.json<AdminUser>().trialList[0]!.trialEndDate).toBe(iso(now + 7 * day));

    const twice = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      superadmin.token,
      formOf(extended.json<AdminUser>(), {
        subscriptionList: [
          {
            contentPackageId: catalogue.trialBook,
            subscriptionStartDate: iso(now),
            subscriptionEndDate: iso(now + day),
          },
        ],
      }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(
      errorBody({
        title: 'Oops!',
        message: USER_ADMIN_MESSAGES.duplicateAssignment,
      }),
    );
    // Nothing of the refused write stayed, not even in the audit log.
    const kept = (await call('GET', `/api/admin/users/${user._id}`)).json<AdminUser>();
    expect(kept.version).toBe(3);
    expect(kept.subscriptionList).toEqual([]);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user._id), eq(auditLog.action, 'update')));
    expect(entries).toHaveLength(2);

    const stale = await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      superadmin.token,
      formOf(withBoth, { firstname: 'Late' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(3);
  });

  it('a new password ends the sessions and logs in; the audit log keeps no password', async () => {
    const user = await create({ password: 'Pw-alpha1' });
    const session = (await logInAs(user.username!, 'Pw-alpha1')).json<{ token: string }>().token;
    const short = await call(
      'PUT',
      `/api/admin/users/${user._id}/change-password`,
      superadmin.token,
      { newPassword: 'abc' },
    );
    expect(short.json().errors.newPassword.message).toBe('Password must be at least 6 characters.');
    const changed = await call(
      'PUT',
      `/api/admin/users/${user._id}/change-password`,
      superadmin.token,
      { newPassword: 'Pw-beta22' },
    );
    expect(changed.json()).toEqual({ message: 'The password has been updated!' });
    const old = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth(session) });
    expect(old.statusCode).toBe(401);
    expect((await logInAs(user.username!, 'Pw-beta22')).statusCode).toBe(200);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, user._id));
    expect(JSON.stringify(rows)).not.toMatch(/Pw-beta22|Pw-alpha1|\$argon2/);
    // The change is logged as the password field changed (its values redacted), not as no change.
    const change = rows.find((row) => row.action === 'update');
    expect(change?.before).toEqual({ password: '[redacted]' });
    expect(change?.after).toEqual({ password: '[redacted]' });
  });

  it('delete needs canDeleteSUL, ends the sessions and leaves a deleted notice', async () => {
    const user = await create({ password: 'gone12' });
    const session = (await logInAs(user.username!, 'gone12')).json<{ token: string }>().token;
    const updater = await createStaff(ctx, 'admin', [
      { resource: 'sulUsers', actions: ['read', 'update'] },
    ]);
    expect((await call('DELETE', `/api/admin/users/${user._id}`, updater.token)).statusCode).toBe(
      403,
    );
    const deleted = await call(
      'PUT',
      '/api/admin/users/delete-single-user-account',
      superadmin.token,
      { _id: user._id },
    );
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth(session) }))
        .statusCode,
    ).toBe(401);
    expect((await logInAs(user.username!, 'gone12')).statusCode).not.toBe(200);
    const read = (await call('GET', `/api/admin/users/${user._id}`)).json<AdminUser>();
    expect(read).toMatchObject({ deleted: true, username: null, email: null, canEdit: false });
    const list = (
      await call('GET', `/api/admin/users/user-list-page?limit=1000`)
    ).json<AdminUserPage>();
    expect(list.pageData.some((row) => row._id === user._id)).toBe(false);
    expect(
      (await call('PUT', `/api/admin/users/${user._id}`, superadmin.token, formOf(user)))
        .statusCode,
    ).toBe(409);
  });
});

describe('observation mode', () => {
  it('shows the learner’s subscriptions, trials and SoundCheck results, read-only', async () => {
    const user = await create();
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    await call(
      'PUT',
      `/api/admin/users/${user._id}`,
      superadmin.token,
      formOf(user, {
        subscriptionList: [
          {
            contentPackageId: catalogue.codeBook,
            subscriptionStartDate: iso(now),
            subscriptionEndDate: iso(now + 1e10),
          },
        ],
        trialList: [
          {
            contentPackageId: catalogue.trialBook,
            trialStartDate: iso(now - 2e9),
            trialEndDate: iso(now - 1e9),
          },
        ],
      }),
    );
    const observed = await call('GET', `/api/admin/users/${user._id}/dashboard`);
    expect(observed.statusCode).toBe(200);
    const body = observed.json<ObservedDashboard>();
    expect(body.adminAccess).toBe(true);
    expect(body.user.username).toBe(user.username);
    expect(body.subscriptions.map((entry) => entry.title)).toEqual(['Book code']);
    expect(body.trials[0]).toMatchObject({ title: 'Book trial', isExpired: true });
    const items = body.subscriptions[0]!.soundcheck.flatMap((list) => list.items);
    if (items.length) {
      const item = items[0]!;
      const result = PASSING_RESULT;
      await ctx.db.insert(progress).values({
        userId: user._id,
        packageId: catalogue.codeBook,
        contentId: item._id,
        result,
        stars: 5,
        score: 90,
      });
      const again = (
        await call('GET', `/api/admin/users/${user._id}/dashboard`)
      ).json<ObservedDashboard>();
      const seen = again.subscriptions[0]!.soundcheck.flatMap((list) => list.items).find(
        (entry) => entry._id === item._id,
      );
      expect(seen).toMatchObject({ stars: 5, result: { score: 90 } });
      expect(again.subscriptions[0]!.stars).toBe(5);
    }
    const noRights = await createStaff(ctx, 'admin', onePermission('couponList', 'read'));
    expect(
      (await call('GET', `/api/admin/users/${user._id}/dashboard`, noRights.token)).statusCode,
    ).toBe(403);
  });
});
