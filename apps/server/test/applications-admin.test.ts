// The applications admin API: superadmins create and update (defaults, per-field validation, 409 on a
// stale version), admins only read and never see the credentials, learners are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, MESSAGES, type Application } from '@bandbook/domain';
import { createAppContext } from '../src/context.js';
import { callApi, createTestApp, json, type TestApp } from './support/test-app.js';
import { createStaff, type StaffMember } from './support/staff.js';
import { createLearner } from './support/catalogue-fixtures.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let superadmin: StaffMember;
let otherSuperadmin: StaffMember;
let admin: StaffMember;
let learnerToken: string;

const base = '/api/admin/applications';

beforeAll(async () => {
  t = await createTestApp();
  const ctx = createAppContext(t.config, t.database);
  superadmin = await createStaff(ctx, 'superadmin');
  otherSuperadmin = await createStaff(ctx, 'superadmin');
  admin = await createStaff(ctx, 'admin');
  learnerToken = (await createLearner(ctx)).token;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) => callApi(t, method, url, token, payload);

const fullForm = (name: string) => ({
  name,
  icon: 'uploads/app-icon/logo.png',
  isContent: true,
  ssoUrl: 'https://sso.example.com/login',
  oAuth: { publicKey: 'pub-123', secretKey: 'oauth-secret-xyz' },
  api: { key: 'api-key-abc' },
  subscription: {
    duration: 30,
    description: 'Monthly',
    priceList: [
      { currencyCode: 'USD', priceInCents: 999 },
      { currencyCode: 'EUR', priceInCents: 0 },
    ],
  },
  trial: { duration: 7 },
});

async function create(payload: Record<string, unknown>): Promise<Application> {
  const response = await call('POST', base, superadmin.token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return json<Application>(response);
}

describe('creating applications (superadmin)', () => {
  it('fills in the spec defaults: 365 days, One Year Subscription, 14-day trial', async () => {
    const app = await create({ name: 'Defaults App' });
    expect(app).toMatchObject({
      name: 'Defaults App',
      icon: null,
      iconUrl: null,
      isContent: false,
      ssoUrl: '',
      subscription: { duration: 365, description: 'One Year Subscription', priceList: [] },
      trial: { duration: 14 },
      version: 1,
      updatedBy: { _id: superadmin.id, username: superadmin.username },
    });
  });

  it('keeps every field and answers the credentials to superadmins', async () => {
    const app = await create(fullForm('Full App'));
    expect(app).toMatchObject({
      ...fullForm('Full App'),
      iconUrl: '/media/uploads/app-icon/logo.png',
    });
    const read = await call('GET', `${base}/${app._id}`, superadmin.token);
    expect(json(read)).toMatchObject({
      oAuth: { secretKey: 'oauth-secret-xyz' },
      api: { key: 'api-key-abc' },
    });
  });

  it('answers 400 per field for bad input', async () => {
    const response = await call('POST', base, superadmin.token, {
      name: '  ',
      ssoUrl: 'javascript:alert(1)',
      icon: '../etc/passwd',
      subscription: {
        duration: 0,
        priceList: [
          { currencyCode: 'XYZ', priceInCents: -1 },
          { currencyCode: 'USD', priceInCents: 1.5 },
        ],
      },
      trial: { duration: 2.5 },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = json<{ errors: Record<string, { message: string }> }>(response);
    expect(errors).toMatchObject({
      name: { message: APPLICATION_MESSAGES.nameRequired },
      ssoUrl: { message: APPLICATION_MESSAGES.ssoUrl },
      icon: { message: APPLICATION_MESSAGES.icon },
      'subscription.duration': { message: APPLICATION_MESSAGES.duration },
      'subscription.priceList.0.currencyCode': { message: APPLICATION_MESSAGES.currency },
      'subscription.priceList.0.priceInCents': { message: APPLICATION_MESSAGES.price },
      'subscription.priceList.1.priceInCents': { message: APPLICATION_MESSAGES.price },
      'trial.duration': { message: APPLICATION_MESSAGES.duration },
    });
  });

  it('refuses a currency priced twice', async () => {
    const form = fullForm('Twice');
    form.subscription.priceList = [
      { currencyCode: 'GBP', priceInCents: 100 },
      { currencyCode: 'GBP', priceInCents: 200 },
    ];
    const response = await call('POST', base, superadmin.token, form);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      errors: {
        'subscription.priceList.1.currencyCode': { message: APPLICATION_MESSAGES.currencyTwice },
      },
    });
  });
});

describe('updating applications', () => {
  it('updates at the version read and refuses a stale version with 409 and the record now', async () => {
    const app = await create(fullForm('Versioned'));
    const first = await call('PUT', `${base}/${app._id}`, otherSuperadmin.token, {
      ...fullForm('Versioned 2'),
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({
      name: 'Versioned 2',
      version: 2,
      updatedBy: { username: otherSuperadmin.username },
    });

    const stale = await call('PUT', `${base}/${app._id}`, superadmin.token, {
      ...fullForm('Mine'),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({
      message: `${otherSuperadmin.username} changed this record since you opened it.`,
      current: { _id: app._id, name: 'Versioned 2', version: 2 },
    });
  });

  it('changes only the descriptive fields through /info, versioned too', async () => {
    const app = await create(fullForm('Info'));
    const info = { name: 'Info <b>Renamed</b>', icon: null, isContent: false, ssoUrl: '' };
    const response = await call('PUT', `${base}/${app._id}/info`, superadmin.token, {
      ...info,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      ...info,
      version: 2,
      oAuth: fullForm('Info').oAuth,
      subscription: fullForm('Info').subscription,
      trial: { duration: 7 },
    });
    const stale = await call('PUT', `${base}/${app._id}/info`, superadmin.token, {
      ...info,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ current: { version: 2 } });
  });

  it('answers 404 for an unknown application', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const get = await call('GET', `${base}/${unknown}`, superadmin.token);
    expect(get.statusCode).toBe(404);
    const put = await call('PUT', `${base}/${unknown}`, superadmin.token, {
      ...fullForm('Nobody'),
      version: 1,
    });
    expect(put.statusCode).toBe(404);
    expect(json(put)).toEqual(errorBody({ message: APPLICATION_MESSAGES.notFound }));
  });
});

describe('the list', () => {
  it('pages by 25 by default, searches by name (literally) and never carries credentials', async () => {
    for (let i = 0; i < 26; i += 1)
      await create({ ...fullForm(`Paged ${String(i).padStart(2, '0')}`) });
    await create({ name: '100% Rock' });

    const page = json<{ totalCount: number; pageData: Application[]; totalPages: number }>(
      await call('GET', `${base}?search=paged`, admin.token),
    );
    expect(page.totalCount).toBe(26);
    expect(page.pageData).toHaveLength(25);
    expect(page.totalPages).toBe(2);
    expect(page.pageData[0]!.name).toBe('Paged 00');
    const second = json<{ pageData: Application[] }>(
      await call('GET', `${base}?search=paged&start=25&limit=25`, superadmin.token),
    );
    expect(second.pageData.map((a) => a.name)).toEqual(['Paged 25']);

    const percent = json<{ pageData: Application[] }>(
      await call('GET', `${base}?search=${encodeURIComponent('0%')}`, admin.token),
    );
    expect(percent.pageData.map((a) => a.name)).toEqual(['100% Rock']);

    const asSuperadmin = await call('GET', `${base}?search=paged`, superadmin.token);
    expect(asSuperadmin.body).not.toContain('oauth-secret-xyz');
    expect(asSuperadmin.body).not.toContain('api-key-abc');
  });
});

describe('permissions', () => {
  it('lets admins read without the credentials, but not create or update', async () => {
    const app = await create(fullForm('Secretive'));
    const read = await call('GET', `${base}/${app._id}`, admin.token);
    expect(read.statusCode).toBe(200);
    const body = json<Application>(read);
    expect(body.oAuth).toEqual({ publicKey: 'pub-123' });
    expect(body.api).toEqual({});
    expect(read.body).not.toContain('oauth-secret-xyz');
    expect(read.body).not.toContain('api-key-abc');

    for (const [method, url, payload] of [
      ['POST', base, fullForm('Not mine')],
      ['PUT', `${base}/${app._id}`, { ...fullForm('Not mine'), version: 1 }],
      [
        'PUT',
        `${base}/${app._id}/info`,
        { name: 'x', icon: null, isContent: false, ssoUrl: '', version: 1 },
      ],
    ] as const) {
      const response = await call(method, url, admin.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(json(response)).toEqual(errorBody({ message: MESSAGES.forbidden }));
    }
  });

  it('refuses learners (403) and anonymous callers (401)', async () => {
    expect((await call('GET', base, learnerToken)).statusCode).toBe(403);
    expect((await call('POST', base, learnerToken, { name: 'x' })).statusCode).toBe(403);
    expect((await call('GET', base, null)).statusCode).toBe(401);
  });
});
