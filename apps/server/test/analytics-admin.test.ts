// Long because: one fixture of activations and trials across days, books, channels and lists, and the
// figures each view of it must give (every filter, a restricted admin, bad input, the CSV).
// Issue 49: redemption analytics. Codes activated and trials started per UTC day, per book, per
// channel and per code list, with each list's uses, capacity and share used; a channel-restricted
// admin's figures (totals and days alike) hold nothing outside its channels. The expectations are
// counted here from the fixture's own events, never read from the code.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYTICS_MESSAGES, type RedemptionAnalytics } from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import {
  codes,
  codeUses,
  contentChannels,
  couponLists,
  entitlements,
} from '../src/db/schema/index.js';
import { createPackage } from '../src/modules/catalogue/create-package.js';
import { createLearner } from './support/catalogue-fixtures.js';
import { createStaff, onePermission } from './support/staff.js';
import { callApi, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let ctx: AppContext;
let superToken: string;
let restrictedToken: string;

interface Book {
  id: string;
  title: string;
  channels: string[];
}
interface List {
  id: string;
  name: string;
  book: Book;
  codes: { id: string; maxUses: number }[];
}
interface Activation {
  list: List;
  code: number;
  at: string;
}
interface Trial {
  book: Book;
  at: string;
}

const channel = { in: { id: '', name: 'Analytics In' }, out: { id: '', name: 'Analytics Out' } };
const books: Record<'inOnly' | 'outOnly' | 'both', Book> = {
  inOnly: { id: '', title: 'Analytics Book In', channels: [] },
  outOnly: { id: '', title: 'Analytics Book Out', channels: [] },
  both: { id: '', title: 'Analytics Book Both', channels: [] },
};
const lists: List[] = [];
const activations: Activation[] = [];
const trials: Trial[] = [];

const FROM = '2026-03-01';
const TO = '2026-03-05';
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];
/** A UTC day of `at` (what the API groups by). */
const dayOf = (at: string) => new Date(at).toISOString().slice(0, 10);
const inRange = (at: string) => dayOf(at) >= FROM && dayOf(at) <= TO;

async function makeList(name: string, book: Book, codeCount: number, maxUses: number) {
  const [row] = await ctx.db
    .insert(couponLists)
    .values({ name, packageId: book.id, multiUseCounter: maxUses })
    .returning({ id: couponLists.id });
  const made = await ctx.db
    .insert(codes)
    .values(
      Array.from({ length: codeCount }, () => ({
        listId: row!.id,
        code: randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase(),
        maxUses,
      })),
    )
    .returning({ id: codes.id, maxUses: codes.maxUses });
  const list = { id: row!.id, name, book, codes: made };
  lists.push(list);
  return list;
}

/** A learner's use of a list's code at `at`: the use row, and the code's counter as activation keeps it. */
async function activate(list: List, code: number, at: string) {
  const learner = await createLearner(ctx);
  const target = list.codes[code]!;
  await ctx.db
    .insert(codeUses)
    .values({ codeId: target.id, userId: learner.id, activatedAt: new Date(at) });
  const used = activations.filter((a) => a.list === list && a.code === code).length + 1;
  await ctx.db.update(codes).set({ uses: used }).where(eq(codes.id, target.id));
  activations.push({ list, code, at });
}

async function startTrial(book: Book, at: string) {
  const learner = await createLearner(ctx);
  const start = new Date(at);
  await ctx.db.insert(entitlements).values({
    userId: learner.id,
    packageId: book.id,
    kind: 'trial',
    startsAt: start,
    endsAt: new Date(start.getTime() + 86_400_000),
    source: 'trial',
  });
  trials.push({ book, at });
}

beforeAll(async () => {
  t = await createTestApp();
  ctx = createAppContext(t.config, t.database);
  for (const side of [channel.in, channel.out]) {
    const [row] = await ctx.db
      .insert(contentChannels)
      .values({ name: side.name })
      .returning({ id: contentChannels.id });
    side.id = row!.id;
  }
  books.inOnly.channels = [channel.in.id];
  books.outOnly.channels = [channel.out.id];
  books.both.channels = [channel.in.id, channel.out.id];
  for (const book of Object.values(books)) {
    book.id = await createPackage(ctx.db, {
      title: book.title,
      trialPeriodInDays: 1,
      channelIds: book.channels,
    });
  }
  const single = await makeList('Spring, "single" codes', books.inOnly, 4, 1);
  const multi = await makeList('=Multi use', books.inOnly, 1, 5);
  const away = await makeList('Away codes', books.outOnly, 3, 1);
  const shared = await makeList('Shared codes', books.both, 2, 2);
  await makeList('Unused codes', books.both, 3, 1);

  // Days 1 to 5, the edges of the range (its first and last instants) and both sides outside it.
  await activate(single, 0, '2026-03-01T00:00:00.000Z');
  await activate(single, 1, '2026-03-01T23:59:59.999Z');
  await activate(single, 2, '2026-03-03T12:00:00.000Z');
  await activate(single, 3, '2026-02-28T23:59:59.999Z');
  await activate(multi, 0, '2026-03-02T08:00:00.000Z');
  await activate(multi, 0, '2026-03-02T09:00:00.000Z');
  await activate(multi, 0, '2026-03-05T23:59:59.999Z');
  await activate(multi, 0, '2026-03-06T00:00:00.000Z');
  await activate(away, 0, '2026-03-01T10:00:00.000Z');
  await activate(away, 1, '2026-03-04T10:00:00.000Z');
  await activate(shared, 0, '2026-03-03T10:00:00.000Z');
  await activate(shared, 0, '2026-03-04T10:00:00.000Z');
  await activate(shared, 1, '2026-01-15T10:00:00.000Z');

  await startTrial(books.inOnly, '2026-03-01T05:00:00.000Z');
  await startTrial(books.inOnly, '2026-03-05T23:00:00.000Z');
  await startTrial(books.outOnly, '2026-03-02T05:00:00.000Z');
  await startTrial(books.outOnly, '2026-03-02T06:00:00.000Z');
  await startTrial(books.both, '2026-03-04T05:00:00.000Z');
  await startTrial(books.both, '2026-03-07T05:00:00.000Z');
  // A subscription is no trial, and a book's code activation is counted as such.
  await ctx.db.insert(entitlements).values({
    userId: (await createLearner(ctx)).id,
    packageId: books.both.id,
    kind: 'subscription',
    startsAt: new Date('2026-03-03T00:00:00.000Z'),
    endsAt: new Date('2027-03-03T00:00:00.000Z'),
    source: 'admin',
  });

  superToken = (await createStaff(ctx, 'superadmin')).token;
  restrictedToken = (
    await createStaff(ctx, 'admin', onePermission('couponList', 'read'), [channel.in.id])
  ).token;
});
afterAll(() => t.close());

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const read = (token: string, params: Record<string, string> = {}) =>
  callApi(
    t,
    'GET',
    `/api/admin/analytics/redemptions?${query({ from: FROM, to: TO, ...params })}`,
    token,
  );

/** What the API must answer for the events and lists kept, with these channels' rows. */
function expected(
  keepActivation: (a: Activation) => boolean,
  keepTrial: (t: Trial) => boolean,
  keepList: (l: List) => boolean,
  channelsShown: { id: string; name: string }[],
) {
  const acts = activations.filter((a) => inRange(a.at) && keepActivation(a));
  const tris = trials.filter((x) => inRange(x.at) && keepTrial(x));
  const days = DAYS.map((date) => ({
    date,
    activations: acts.filter((a) => dayOf(a.at) === date).length,
    trials: tris.filter((x) => dayOf(x.at) === date).length,
  }));
  const packages = Object.values(books)
    .map((book) => ({
      _id: book.id,
      title: book.title,
      activations: acts.filter((a) => a.list.book === book).length,
      trials: tris.filter((x) => x.book === book).length,
    }))
    .filter((row) => row.activations + row.trials > 0);
  const channels = channelsShown
    .map((ch) => ({
      _id: ch.id,
      name: ch.name,
      activations: acts.filter((a) => a.list.book.channels.includes(ch.id)).length,
      trials: tris.filter((x) => x.book.channels.includes(ch.id)).length,
    }))
    .filter((row) => row.activations + row.trials > 0);
  const codeLists = lists.filter(keepList).map((list) => {
    const uses = activations.filter((a) => a.list === list).length;
    const capacity = list.codes.reduce((sum, code) => sum + code.maxUses, 0);
    return {
      _id: list.id,
      name: list.name,
      contentPackageId: list.book.id,
      contentPackageTitle: list.book.title,
      activations: acts.filter((a) => a.list === list).length,
      uses,
      capacity,
      shareUsed: uses / capacity,
    };
  });
  return {
    from: FROM,
    to: TO,
    days,
    totals: { activations: acts.length, trials: tris.length },
    packages,
    channels,
    codeLists,
  };
}

/** Rows compared in any order: the API sorts them by activity, which the expectation need not copy. */
function normalise(answer: Omit<RedemptionAnalytics, never>) {
  const byId = <T extends { _id: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a._id.localeCompare(b._id));
  return {
    ...answer,
    packages: byId(answer.packages),
    channels: byId(answer.channels),
    codeLists: byId(answer.codeLists),
  };
}

const all = () => true;
const both = [channel.in, channel.out];

describe('redemption analytics', () => {
  it('counts every activation and trial of the range per day, book, channel and list', async () => {
    const response = await read(superToken);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<RedemptionAnalytics>();
    expect(normalise(answer)).toEqual(normalise(expected(all, all, all, both)));
    // The fixture is what the test thinks it is: a book in both channels counts in each.
    expect(answer.totals).toEqual({ activations: 10, trials: 5 });
    expect(answer.days.map((day) => day.activations)).toEqual([3, 2, 2, 2, 1]);
    // Sorted by activity, most activations first.
    expect(answer.packages.map((row) => row.activations)).toEqual([6, 2, 2]);
  });

  it('narrows to one book, one channel or one list (a list keeps its book’s trials)', async () => {
    const book = await read(superToken, { packageId: books.both.id });
    expect(normalise(book.json())).toEqual(
      normalise(
        expected(
          (a) => a.list.book === books.both,
          (x) => x.book === books.both,
          (l) => l.book === books.both,
          both,
        ),
      ),
    );
    const inOut = await read(superToken, { channelId: channel.out.id });
    const inChannel = (book: Book) => book.channels.includes(channel.out.id);
    expect(normalise(inOut.json())).toEqual(
      normalise(
        expected(
          (a) => inChannel(a.list.book),
          (x) => inChannel(x.book),
          (l) => inChannel(l.book),
          [channel.out],
        ),
      ),
    );
    const multi = lists.find((list) => list.name === '=Multi use')!;
    const oneList = await read(superToken, { couponListId: multi.id.toUpperCase() });
    expect(normalise(oneList.json())).toEqual(
      normalise(
        expected(
          (a) => a.list === multi,
          (x) => x.book === multi.book,
          (l) => l === multi,
          both,
        ),
      ),
    );
  });

  it("shows a restricted admin its channels' books and lists only, in the totals and the days", async () => {
    const inChannel = (book: Book) => book.channels.includes(channel.in.id);
    const response = await read(restrictedToken);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<RedemptionAnalytics>();
    expect(normalise(answer)).toEqual(
      normalise(
        expected(
          (a) => inChannel(a.list.book),
          (x) => inChannel(x.book),
          (l) => inChannel(l.book),
          [channel.in],
        ),
      ),
    );
    expect(JSON.stringify(answer)).not.toContain(books.outOnly.id);
    expect(JSON.stringify(answer)).not.toContain(channel.out.id);
    // Asking for the other channel's book or the other channel gives nothing (not even its books that
    // are in both).
    const others: Record<string, string>[] = [
      { packageId: books.outOnly.id },
      { channelId: channel.out.id },
    ];
    for (const params of others) {
      const other = (await read(restrictedToken, params)).json<RedemptionAnalytics>();
      expect(other.totals).toEqual({ activations: 0, trials: 0 });
      expect(other.days.every((day) => day.activations === 0 && day.trials === 0)).toBe(true);
      expect(other.packages).toEqual([]);
      expect(other.codeLists).toEqual([]);
      expect(other.channels).toEqual([]);
    }
    const options = await callApi(t, 'GET', '/api/admin/analytics/filter-options', restrictedToken);
    expect(options.statusCode).toBe(200);
    expect(options.body).not.toContain(books.outOnly.id);
    expect(options.body).not.toContain(channel.out.id);
    expect(options.json()).toMatchObject({
      channels: [{ _id: channel.in.id, name: channel.in.name }],
    });
  });

  it('refuses bad input with a 400 per field', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { from: '', to: '' },
        { from: ANALYTICS_MESSAGES.fromInvalid, to: ANALYTICS_MESSAGES.toInvalid },
      ],
      [{ from: '2026-02-30' }, { from: ANALYTICS_MESSAGES.fromInvalid }],
      [{ to: '5 March' }, { to: ANALYTICS_MESSAGES.toInvalid }],
      [{ from: '2026-03-06' }, { to: ANALYTICS_MESSAGES.toBeforeFrom }],
      [{ from: '2025-03-04' }, { to: ANALYTICS_MESSAGES.tooLong }],
      [{ packageId: 'book' }, { packageId: ANALYTICS_MESSAGES.packageInvalid }],
      [{ channelId: '12' }, { channelId: ANALYTICS_MESSAGES.channelInvalid }],
      [{ couponListId: 'x' }, { couponListId: ANALYTICS_MESSAGES.couponListInvalid }],
    ];
    for (const [params, fields] of cases) {
      const response = await read(superToken, params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      const body = response.json<{
        message: string;
        errors: Record<string, { message: string }>;
      }>();
      expect(body.errors, JSON.stringify(params)).toEqual(
        Object.fromEntries(Object.entries(fields).map(([k, message]) => [k, { message }])),
      );
    }
    // 366 days, both ends included, is the longest range.
    expect((await read(superToken, { from: '2025-03-05' })).statusCode).toBe(200);
  });

  it('sends the same figures as a CSV file', async () => {
    const response = await callApi(
      t,
      'GET',
      `/api/admin/analytics/redemptions.csv?${query({ from: FROM, to: TO })}`,
      restrictedToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="redemptions-${FROM}-to-${TO}.csv"`,
    );
    const json = (await read(restrictedToken)).json<RedemptionAnalytics>();
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'section,date,id,name,contentPackage,activations,trials,uses,capacity,shareUsed',
    );
    const range = `${FROM}..${TO}`;
    expect(lines.slice(1, 6)).toEqual(
      json.days.map((day) => `day,${day.date},,,,${day.activations},${day.trials},,,`),
    );
    expect(lines[6]).toBe(`total,${range},,,,${json.totals.activations},${json.totals.trials},,,`);
    const single = lists.find((list) => list.name.startsWith('Spring'))!;
    const singleUses = activations.filter((a) => a.list === single).length;
    const singleInRange = activations.filter((a) => a.list === single && inRange(a.at)).length;
    // Quoted for its comma and quotes; the formula-like name neutralised.
    expect(lines).toContain(
      `codeList,${range},${single.id},"Spring, ""single"" codes",${books.inOnly.title},${singleInRange},,${singleUses},4,${(singleUses / 4).toFixed(4)}`,
    );
    expect(lines.some((line) => line.includes(",'=Multi use,"))).toBe(true);
    expect(lines).toContain(
      `channel,${range},${channel.in.id},${channel.in.name},,${json.channels[0]!.activations},${json.channels[0]!.trials},,,`,
    );
    expect(response.body).not.toContain(books.outOnly.id);
    expect(lines.filter((line) => line.startsWith('codeList,'))).toHaveLength(
      json.codeLists.length,
    );
    expect(lines.filter((line) => line.startsWith('contentPackage,'))).toHaveLength(
      json.packages.length,
    );
  });
});
