// The answers sent without the zod pass (trustedJson: the dashboard, a book, the current user, a code
// checked or used) must be
// exactly what zod would have sent: the same fields, no extra ones, the right types. Each is checked
// on real answers: an owner, a trial, a stranger, a staff member with permissions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  codeResponseSchema,
  currentUserSchema,
  dashboardSchema,
  learnerPackageSchema,
} from '@bandbook/domain';
import type { z } from 'zod';
import { entitlements, progress, users } from '../src/db/schema/index.js';
import { zodSerializer } from '../src/plugins/serializer.js';
import {
  createLearner,
  PASSING_RESULT,
  seedCatalogue,
  type Catalogue,
} from './support/catalogue-fixtures.js';
import { createStaff } from './support/staff.js';
import { auth, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let c: Catalogue;
let ownerId: string;
const viewers: { name: string; token: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  const owner = await createLearner(c.ctx, { instruments: ['guitar'], genres: ['rock'] });
  ownerId = owner.id;
  const now = Date.now();
  await c.ctx.db.insert(entitlements).values([
    {
      userId: owner.id,
      packageId: c.codeBook,
      kind: 'subscription',
      startsAt: new Date(now),
      endsAt: new Date(now + 86_400_000),
      source: 'code',
    },
    {
      userId: owner.id,
      packageId: c.trialBook,
      kind: 'trial',
      startsAt: new Date(now - 3 * 86_400_000),
      endsAt: new Date(now - 86_400_000),
      source: 'trial',
    },
  ]);
  await c.ctx.db.insert(progress).values({
    userId: owner.id,
    packageId: c.codeBook,
    contentId: 'item',
    result: {
      percent_played: 80,
      score: 70,
      pitch_score: null,
      rhythm_score: 75,
      complete: false,
      pass: true,
      // A slower take: the trusted answers carry its tempo as zod's would.
      tempo: 80,
    },
    stars: 3,
    score: 70,
  });
  await c.ctx.db
    .update(users)
    .set({
      address: {
        line1: '1 Main St',
        line2: '',
        city: 'Town',
        zip: '1',
        state: 'NY',
        countryCode: 'US',
      },
    })
    .where(eq(users.id, owner.id));
  const stranger = await createLearner(c.ctx);
  const staff = await createStaff(
    c.ctx,
    'admin',
    [{ resource: 'contentPackages', actions: ['read', 'update'] }],
    [c.channelId],
  );
  viewers.push(
    { name: 'owner', token: owner.token },
    { name: 'stranger', token: stranger.token },
    { name: 'staff', token: staff.token },
  );
});
afterAll(() => t.close());

async function expectSameAsZod(url: string, schema: z.ZodType, token: string, coupon?: string) {
  const method = coupon ? 'POST' : 'GET';
  const response = await t.app.inject({
    method,
    url,
    headers: auth(token),
    ...(coupon ? { payload: { coupon } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  const sent: unknown = JSON.parse(response.body);
  const viaZod = zodSerializer({ schema, method, url, httpStatus: '200' } as never);
  expect(JSON.parse(viaZod(sent))).toStrictEqual(sent);
}

it('sends the dashboard, a book and the current user exactly as their zod schemas would', async () => {
  for (const viewer of viewers) {
    await expectSameAsZod('/api/dashboard/dynamic', dashboardSchema, viewer.token);
    await expectSameAsZod(`/api/dashboard/dynamic/${c.channelId}`, dashboardSchema, viewer.token);
    for (const book of [c.codeBook, c.trialBook, c.freeBook]) {
      await expectSameAsZod(`/api/content-packages/${book}`, learnerPackageSchema, viewer.token);
    }
    await expectSameAsZod('/api/users/me', currentUserSchema, viewer.token);
  }
});

it('sends a checked and a used code exactly as the zod schema would', async () => {
  const [owner, stranger] = viewers;
  await expectSameAsZod('/api/coupons/check', codeResponseSchema, stranger!.token, c.codes.single);
  await expectSameAsZod(
    '/api/coupons/activate',
    codeResponseSchema,
    stranger!.token,
    c.codes.single,
  );
  // The owner's trial of this book has ended, and has a result, which comes in the answer.
  await c.ctx.db.insert(progress).values({
    userId: ownerId,
    packageId: c.trialBook,
    contentId: 'item',
    result: PASSING_RESULT,
    stars: 5,
    score: 95,
  });
  const code = c.codes.forTrialBook;
  await expectSameAsZod('/api/coupons/activate', codeResponseSchema, owner!.token, code);
});

it('would catch a field the schema does not name', async () => {
  const response = await t.app.inject({ url: '/api/users/me', headers: auth(viewers[0]!.token) });
  const leaked = { ...(JSON.parse(response.body) as object), passwordHash: '$argon2id$...' };
  const viaZod = zodSerializer({
    schema: currentUserSchema,
    method: 'GET',
    url: '/api/users/me',
    httpStatus: '200',
  } as never);
  const encoded: unknown = JSON.parse(viaZod(leaked));
  expect(encoded).not.toHaveProperty('passwordHash');
  expect(encoded).not.toStrictEqual(leaked);
});
