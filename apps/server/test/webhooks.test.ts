// Long because: one file holds the webhooks' behaviour end to end (registration and validation, each
// event from its real action, signatures, retries, redelivery, a restart), over one receiver.
// Webhooks (issue 49, decision 064) against a local receiver: deliveries are signed by the Standard
// Webhooks scheme (checked with the scheme's own library, never with the app's signing code), each
// event type fires on its real action through the API, a failing endpoint is retried with backoff
// until it answers, and a delivery whose job was lost is sent by the next server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type AdminUser,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@bandbook/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAppContext, type AppContext } from '../src/context.js';
import type { Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/seed/reference-data.js';
import { checkEndpointUrl } from '../src/webhooks/address-guard.js';
import { WEBHOOK_QUEUE } from '../src/webhooks/delivery.js';
import { postWebhook } from '../src/webhooks/post.js';
import { createTestDatabase } from './support/test-database.js';
import { webhookDeliveries } from '../src/db/schema/index.js';
import {
  createLearner,
  PASSING_RESULT,
  seedCatalogue,
  type Catalogue,
} from './support/catalogue-fixtures.js';
import { ALL_PERMISSIONS, createStaff, type StaffMember } from './support/staff.js';
import {
  activateCode,
  callApi,
  createTestApp,
  uniqueName,
  type TestApp,
} from './support/test-app.js';
import {
  startWebhookReceiver,
  waitFor,
  type ReceivedWebhook,
  type WebhookReceiver,
} from './support/webhook-receiver.js';
import { editedHoldingsOf } from './support/admin-user-form.js';

/** Short waits, so retries take seconds. */
export const FAST_WEBHOOKS = {
  JOB_POLL_SECONDS: '0.5',
  JOB_MAINTENANCE_SECONDS: '1',
  JOB_EXPIRE_SECONDS: '5',
  WEBHOOK_SWEEP_SECONDS: '0.2',
  WEBHOOK_RETRY_SECONDS: '0.5',
  WEBHOOK_TIMEOUT_SECONDS: '2',
  WEBHOOK_ATTEMPTS: '4',
};

let t: TestApp;
let ctx: AppContext;
let catalogue: Catalogue;
let superadmin: StaffMember;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp(FAST_WEBHOOKS);
  ctx = createAppContext(t.config, t.database);
  catalogue = await seedCatalogue(t);
  superadmin = await createStaff(ctx, 'superadmin');
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string | null = superadmin.token,
) => callApi(t, method, url, token, payload);

async function register(path: string, events: readonly string[] = WEBHOOK_EVENTS) {
  const response = await call('POST', '/api/admin/webhooks', {
    url: receiver.url(path),
    events,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookEndpointWithSecret>();
}

async function deliveries(endpointId: string): Promise<WebhookDelivery[]> {
  const response = await call('GET', `/api/admin/webhooks/${endpointId}/deliveries?limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WebhookDeliveryPage>().pageData;
}

/** Waits for a delivery of the endpoint that `match` accepts. */
const deliveryOf = (
  endpointId: string,
  what: string,
  match: (delivery: WebhookDelivery) => boolean,
) => waitFor(what, async () => (await deliveries(endpointId)).find(match));

/** Checks a request's signature with the Standard Webhooks library; answers its payload. */
function verified(secret: string, request: ReceivedWebhook) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(request.body, headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}

/** The verified payloads of `type` received on `path`. */
const receivedOf = (path: string, secret: string, type: string) =>
  receiver
    .at(path)
    .map((request) => verified(secret, request))
    .filter((payload) => payload.type === type);

const waitForEvent = (
  path: string,
  secret: string,
  type: string,
  match: (data: Record<string, unknown>) => boolean,
) =>
  waitFor(`${type} on ${path}`, () =>
    receivedOf(path, secret, type).find((payload) => match(payload.data)),
  );

describe('registering an endpoint', () => {
  it('answers the signing secret once, never in a read', async () => {
    const { endpoint, secret } = await register('/secret-once', ['code.activated']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ enabled: true, events: ['code.activated'], version: 1 });
    const list = await call('GET', '/api/admin/webhooks');
    const one = await call('GET', `/api/admin/webhooks/${endpoint._id}`);
    for (const read of [list, one]) {
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(secret);
      expect(read.body).not.toContain('"secret"');
    }
    expect(list.json<{ endpoints: WebhookEndpoint[] }>().endpoints.map((e) => e._id)).toContain(
      endpoint._id,
    );
  });

  it('refuses a URL that is not http(s) and an empty event list, field by field', async () => {
    const bad = await call('POST', '/api/admin/webhooks', {
      url: 'ftp://example.com/x',
      events: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: {
        url: { message: WEBHOOK_MESSAGES.url },
        events: { message: WEBHOOK_MESSAGES.events },
      },
    });
    const unknown = await call('POST', '/api/admin/webhooks', {
      url: 'https://example.com/hook',
      events: ['code.stolen'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)[0]).toMatch(/^events/);
    const missing = await call('POST', '/api/admin/webhooks', { events: ['take.saved'] });
    expect(missing.json()).toMatchObject({ errors: { url: { message: WEBHOOK_MESSAGES.url } } });
  });

  it('updates at the version read and refuses a stale one with the record now', async () => {
    const { endpoint } = await register('/edited', ['take.saved']);
    const form = {
      url: receiver.url('/edited-2'),
      events: ['trial.granted', 'take.saved'],
      enabled: false,
    };
    const saved = await call('PUT', `/api/admin/webhooks/${endpoint._id}`, { ...form, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    // Events come back in the list's order, once each.
    expect(saved.json<WebhookEndpoint>()).toMatchObject({
      url: form.url,
      events: ['trial.granted', 'take.saved'],
      enabled: false,
      version: 2,
      updatedBy: { _id: superadmin.id, username: superadmin.username },
    });
    const stale = await call('PUT', `/api/admin/webhooks/${endpoint._id}`, { ...form, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: WebhookEndpoint }>().current.version).toBe(2);
  });

  it('is refused to everyone but a superadmin', async () => {
    const admin = await createStaff(ctx, 'admin', ALL_PERMISSIONS);
    const learner = await createLearner(ctx);
    const body = { url: 'https://example.com/hook', events: ['take.saved'] };
    for (const token of [admin.token, learner.token]) {
      expect((await call('GET', '/api/admin/webhooks', undefined, token)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/webhooks', body, token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/webhooks', undefined, null)).statusCode).toBe(401);
  });
});

describe('deliveries', () => {
  it('sends a signed test event, listed as delivered', async () => {
    const { endpoint, secret } = await register('/test-event', ['account.deleted']);
    const queued = await call('POST', `/api/admin/webhooks/${endpoint._id}/test`);
    expect(queued.statusCode, queued.body).toBe(202);
    const { _id: id } = queued.json<WebhookDelivery>();
    const request = await waitFor('the test event', () => receiver.at('/test-event')[0]);
    expect(request.headers['webhook-id']).toBe(id);
    expect(verified(secret, request)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint._id },
    });
    // Another secret does not verify it.
    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => verified(other, request)).toThrow();
    const delivered = await deliveryOf(endpoint._id, 'delivered', (d) => d.status === 'delivered');
    expect(delivered).toMatchObject({ _id: id, attempts: 1, lastStatus: 200, lastError: null });
    expect(delivered.nextAttemptAt).toBeNull();
    expect(delivered.deliveredAt).not.toBeNull();
  });

  it('tells each event from its real action, to the endpoints subscribed and enabled', async () => {
    const all = await register('/all-events');
    const deletionsOnly = await register('/deletions-only', ['account.deleted']);
    const disabled = await register('/disabled');
    const off = await call('PUT', `/api/admin/webhooks/${disabled.endpoint._id}`, {
      url: disabled.endpoint.url,
      events: disabled.endpoint.events,
      enabled: false,
      version: 1,
    });
    expect(off.statusCode).toBe(200);
    const { secret } = all;
    const learner = await createLearner(ctx);

    // A code: its use, and the subscription it grants.
    expect((await activateCode(t, catalogue.codes.single, learner.token)).statusCode).toBe(200);
    const activated = await waitForEvent(
      '/all-events',
      secret,
      'code.activated',
      (data) => data.userId === learner.id,
    );
    expect(activated.data).toMatchObject({
      code: catalogue.codes.single,
      contentPackageId: catalogue.codeBook,
    });
    await waitForEvent(
      '/all-events',
      secret,
      'subscription.granted',
      (data) =>
        data.userId === learner.id &&
        data.contentPackageId === catalogue.codeBook &&
        data.source === 'code',
    );

    // A trial, then a code for the same book: the trial ends, a subscription is granted.
    const trial = await call(
      'POST',
      '/api/users/me/trial',
      { contentPackageId: catalogue.trialBook },
      learner.token,
    );
    expect(trial.statusCode, trial.body).toBe(201);
    await waitForEvent(
      '/all-events',
      secret,
      'trial.granted',
      (data) => data.userId === learner.id && data.contentPackageId === catalogue.trialBook,
    );
    expect((await activateCode(t, catalogue.codes.forTrialBook, learner.token)).statusCode).toBe(
      200,
    );
    await waitForEvent(
      '/all-events',
      secret,
      'trial.ended',
      (data) => data.userId === learner.id && data.contentPackageId === catalogue.trialBook,
    );

    // A SoundCheck take saved.
    const take = await call(
      'POST',
      '/api/users/me/progress',
      {
        contentPackageId: catalogue.codeBook,
        contentId: 'code-sc1-i1',
        result: PASSING_RESULT,
      },
      learner.token,
    );
    expect(take.statusCode, take.body).toBe(200);
    const saved = await waitForEvent(
      '/all-events',
      secret,
      'take.saved',
      (data) => data.userId === learner.id,
    );
    expect(saved.data).toMatchObject({ contentId: 'code-sc1-i1', result: { score: 90 } });

    // The back office grants a subscription, saves the account unchanged, then removes it.
    const created = await call('POST', '/api/admin/users', {
      username: uniqueName('hook'),
      email: `${uniqueName('hook')}@example.com`,
      password: 'abc',
      currencyCode: 'USD',
      languageCode: 'en-us',
      status: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    let account = created.json<AdminUser>();
    const now = Date.now();
    const put = async (holdings: object) => {
      const response = await call(
        'PUT',
        `/api/admin/users/${account._id}`,
        formOf(account, holdings),
      );
      expect(response.statusCode, response.body).toBe(200);
      account = response.json<AdminUser>();
    };
    await put({
      subscriptionList: [
        {
          contentPackageId: catalogue.freeBook,
          subscriptionStartDate: new Date(now).toISOString(),
          subscriptionEndDate: new Date(now + 365 * 86_400_000).toISOString(),
        },
      ],
      trialList: [],
    });
    await waitForEvent(
      '/all-events',
      secret,
      'subscription.granted',
      (data) => data.userId === account._id && data.source === 'admin',
    );
    const eventsOfAccount = async () =>
      (
        await ctx.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, all.endpoint._id))
      ).filter((row) => (row.payload.data as { userId?: string }).userId === account._id).length;
    const before = await eventsOfAccount();
    await put(editedHoldingsOf(account));
    // Written in the save's own transaction: nothing changed, nothing was queued.
    expect(await eventsOfAccount()).toBe(before);
    await put({ subscriptionList: [], trialList: [] });
    await waitForEvent(
      '/all-events',
      secret,
      'subscription.ended',
      (data) => data.userId === account._id,
    );

    // The account deleted: its id, none of its personal data.
    expect((await call('DELETE', `/api/admin/users/${account._id}`)).statusCode).toBe(204);
    const deleted = await waitForEvent(
      '/all-events',
      secret,
      'account.deleted',
      (data) => data.userId === account._id,
    );
    expect(JSON.stringify(deleted)).not.toContain(account.email);
    await waitForEvent(
      '/deletions-only',
      deletionsOnly.secret,
      'account.deleted',
      (data) => data.userId === account._id,
    );

    // The narrow endpoint got deletions only; the disabled one nothing.
    const byEndpoint = async (id: string) =>
      (
        await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))
      ).map((row) => row.event);
    expect(new Set(await byEndpoint(deletionsOnly.endpoint._id))).toEqual(
      new Set(['account.deleted']),
    );
    expect(await byEndpoint(disabled.endpoint._id)).toEqual([]);
    expect(receiver.at('/disabled')).toEqual([]);
  });

  it('retries a failing endpoint with growing waits until it answers', async () => {
    receiver.plan('/flaky', [500, 500]);
    const { endpoint, secret } = await register('/flaky', ['account.deleted']);
    const queued = (
      await call('POST', `/api/admin/webhooks/${endpoint._id}/test`)
    ).json<WebhookDelivery>();
    // While it waits for its next attempt, the list says why and when.
    const waiting = await deliveryOf(
      endpoint._id,
      'a failed attempt',
      (d) => d.status === 'pending' && d.attempts >= 1 && d.lastStatus === 500,
    );
    expect(waiting.lastError).toContain('500');
    expect(waiting.nextAttemptAt).not.toBeNull();
    const delivered = await deliveryOf(endpoint._id, 'delivered', (d) => d.status === 'delivered');
    expect(delivered).toMatchObject({
      _id: queued._id,
      attempts: 3,
      lastStatus: 200,
      lastError: null,
    });
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(3);
    // The same message each time, each attempt signed anew.
    expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([queued._id]));
    for (const request of requests) expect(verified(secret, request).type).toBe('webhook.test');
    // Backoff: 0.5 s after the first failure, 1 s after the second (WEBHOOK_RETRY_SECONDS doubled).
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(450);
    expect(requests[2]!.at - requests[1]!.at).toBeGreaterThanOrEqual(950);
  });

  it('fails a delivery after its last attempt, and redelivers it on request', async () => {
    receiver.plan('/down', [503, 503, 503, 503]);
    const { endpoint, secret } = await register('/down', ['account.deleted']);
    const queued = (
      await call('POST', `/api/admin/webhooks/${endpoint._id}/test`)
    ).json<WebhookDelivery>();
    const failed = await deliveryOf(endpoint._id, 'failed', (d) => d.status === 'failed');
    expect(failed).toMatchObject({
      attempts: 4,
      maxAttempts: 4,
      lastStatus: 503,
      nextAttemptAt: null,
    });
    const again = await call(
      'POST',
      `/api/admin/webhooks/${endpoint._id}/deliveries/${queued._id}/redeliver`,
    );
    expect(again.statusCode, again.body).toBe(202);
    const delivered = await deliveryOf(
      endpoint._id,
      'redelivered',
      (d) => d.status === 'delivered',
    );
    expect(delivered).toMatchObject({ _id: queued._id, attempts: 1, lastStatus: 200 });
    const last = receiver.at('/down').at(-1)!;
    expect(last.headers['webhook-id']).toBe(queued._id);
    expect(verified(secret, last).type).toBe('webhook.test');
  });

  it('signs with a rotated secret from then on', async () => {
    const { endpoint, secret: old } = await register('/rotated', ['account.deleted']);
    const rotated = await call('POST', `/api/admin/webhooks/${endpoint._id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json<WebhookEndpointWithSecret>();
    expect(secret).not.toBe(old);
    await call('POST', `/api/admin/webhooks/${endpoint._id}/test`);
    const request = await waitFor('the test event', () => receiver.at('/rotated')[0]);
    expect(verified(secret, request).type).toBe('webhook.test');
    expect(() => verified(old, request)).toThrow();
  });

  it('deletes an endpoint with its deliveries', async () => {
    const { endpoint } = await register('/deleted', ['account.deleted']);
    await call('POST', `/api/admin/webhooks/${endpoint._id}/test`);
    expect((await call('DELETE', `/api/admin/webhooks/${endpoint._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/webhooks/${endpoint._id}`)).statusCode).toBe(404);
    const rows = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint._id));
    expect(rows).toEqual([]);
  });
});

describe('addresses', () => {
  it('refuses private and loopback addresses where WEBHOOK_PRIVATE_URLS is off', async () => {
    expect(t.config.webhooks.allowPrivateUrls).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://a.example',
      }).webhooks.allowPrivateUrls,
    ).toBe(false);
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.1.2.3/',
      'http://192.168.0.9/',
      'http://[::1]/',
      'http://169.254.169.254/latest',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost/',
    ]) {
      expect(await checkEndpointUrl(url, false), url).toBe('private');
    }
    expect(await checkEndpointUrl('http://93.184.215.14/hook', false)).toBe('ok');
    expect(await checkEndpointUrl('http://127.0.0.1/x', true)).toBe('ok');
    const strict = await createTestApp({ ...FAST_WEBHOOKS, WEBHOOK_PRIVATE_URLS: 'off' });
    try {
      const staff = await createStaff(
        createAppContext(strict.config, strict.database),
        'superadmin',
      );
      const refused = await callApi(strict, 'POST', '/api/admin/webhooks', staff.token, {
        url: receiver.url('/never'),
        events: ['take.saved'],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: { url: { message: WEBHOOK_MESSAGES.privateAddress } },
      });
    } finally {
      await strict.close();
    }
    // And at the attempt: a name that resolves inward is not connected to.
    const attempt = await postWebhook(
      receiver.url('/never').replace('127.0.0.1', 'localhost'),
      {},
      '{}',
      {
        timeoutMs: 2000,
        allowPrivate: false,
      },
    );
    expect(attempt.error).toContain('EPRIVATE');
    expect(receiver.at('/never')).toEqual([]);
  });
});

describe('a restart', () => {
  let database: Database;
  const dataDir = mkdtempSync(join(tmpdir(), 'bandbook-webhooks-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedReferenceData(database.db);
  });
  afterAll(() => database.close());
  const start = async () => {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://bandbook.test',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'silent',
        ...FAST_WEBHOOKS,
        // Never failed for good while the test waits: the delivery must survive to the next server.
        WEBHOOK_ATTEMPTS: '20',
      }),
      database,
    });
    await app.ready();
    return app;
  };

  it('loses no delivery: one left pending with no job is sent by the next server', async () => {
    const first = await start();
    const staff = await createStaff(
      createAppContext(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), database),
      'superadmin',
    );
    const inject = (app: typeof first, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${staff.token}` },
        ...(payload ? { payload } : {}),
      });
    // The endpoint is down while the first server runs.
    receiver.plan(
      '/restart',
      Array.from({ length: 1000 }, () => 503),
    );
    const created = await inject(first, 'POST', '/api/admin/webhooks', {
      url: receiver.url('/restart'),
      events: ['account.deleted'],
    });
    const { endpoint, secret } = created.json<WebhookEndpointWithSecret>();
    const queued = (
      await inject(first, 'POST', `/api/admin/webhooks/${endpoint._id}/test`)
    ).json<WebhookDelivery>();
    await waitFor('a failed attempt', () => (receiver.at('/restart').length ? true : undefined));
    await first.close();
    // Whatever job it had is gone with it (as if its process died between queueing and running).
    await database.sql.executeSql(`delete from pgboss.job where name = '${WEBHOOK_QUEUE}'`);
    const [left] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, queued._id));
    expect(left!.status).toBe('pending');

    // The endpoint is back; a new server starts and sends it.
    receiver.plan('/restart', []);
    const attemptsBefore = receiver.at('/restart').length;
    const second = await start();
    try {
      const delivered = await waitFor('the delivery after the restart', async () => {
        const page = (
          await inject(second, 'GET', `/api/admin/webhooks/${endpoint._id}/deliveries`)
        ).json<WebhookDeliveryPage>();
        return page.pageData.find((d) => d._id === queued._id && d.status === 'delivered');
      });
      // Every attempt counted, the first server's failures and the second one's success.
      expect(receiver.at('/restart').length).toBeGreaterThan(attemptsBefore);
      expect(delivered.attempts).toBe(receiver.at('/restart').length);
      const last = receiver.at('/restart').at(-1)!;
      expect(last.headers['webhook-id']).toBe(queued._id);
      expect(verified(secret, last).type).toBe('webhook.test');
    } finally {
      await second.close();
    }
  });
});

/** The whole form of an account for PUT, as the edit screen sends it. */
const formOf = (user: AdminUser, changes: object) => ({
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
