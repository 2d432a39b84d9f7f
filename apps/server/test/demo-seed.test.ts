// Demo seeding with real generated media (two books to keep it quick): the demo learner, printed
// codes at /dev/demo, redeeming one, and playing a real MP3 with a range request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, LearnerPackage, RedemptionAnalytics } from '@bandbook/domain';
import { createAppContext } from '../src/context.js';
import { seedDatabase, type SeedReport } from '../src/seed/seed.js';
import { activateCode, auth, createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
let report: SeedReport;
beforeAll(async () => {
  t = await createTestApp({ DEMO: '1' });
  report = await seedDatabase(createAppContext(t.config, t.database), () => {}, [
    'funk-bass-grooves',
    'blues-guitar-licks',
  ]);
}, 180_000);
afterAll(() => t.close());

describe('demo seeding', () => {
  it('creates the books, prints the codes and is not repeated on a second start', async () => {
    expect(report.demoContent).toMatchObject({ generated: true, books: 2 });
    const again = await seedDatabase(createAppContext(t.config, t.database));
    expect(again.demoContent).toMatchObject({ generated: false, books: 2 });
    const demo = json<{ codes: { code: string; bookTitle: string; remainingUses: number }[] }>(
      await t.app.inject({ url: '/dev/demo' }),
    );
    expect(demo.codes).toEqual(report.demoCodes);
    expect(demo.codes.map((c) => c.code)).toContain('DEM0-S1NG-0001');
    // The genres the demo catalogue adds have picker images too.
    const config = json<{ genres: { onImage: string | null; offImage: string | null }[] }>(
      await t.app.inject({ url: '/api/config/public' }),
    );
    expect(config.genres.every((genre) => genre.onImage && genre.offImage)).toBe(true);
  });

  it('creates a restricted admin: a few permissions and one channel with the rhythm books', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'editor', password: 'Editor1234' },
    });
    expect(login.statusCode).toBe(200);
    const me = json<{ role: string; permissions: unknown[]; contentChannelIdList: string[] }>(
      await t.app.inject({
        url: '/api/users/me',
        headers: auth(json<{ token: string }>(login).token),
      }),
    );
    expect(me.role).toBe('admin');
    expect(me.permissions).toContainEqual({
      resource: 'contentPackages',
      actions: ['read', 'update'],
    });
    expect(me.contentChannelIdList).toHaveLength(1);
    const demo = json<{ accounts: { username: string; role: string }[] }>(
      await t.app.inject({ url: '/dev/demo' }),
    );
    expect(demo.accounts.map((a) => `${a.username}:${a.role}`)).toEqual([
      'demo:user',
      'admin:superadmin',
      'editor:admin',
    ]);
  });

  it('gives the analytics past redemptions of the last two weeks, on no printed code', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'admin', password: 'Admin1234' },
    });
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const answer = json<RedemptionAnalytics>(
      await t.app.inject({
        url: `/api/admin/analytics/redemptions?from=${day(29)}&to=${day(0)}`,
        headers: auth(json<{ token: string }>(login).token),
      }),
    );
    const history = answer.codeLists.find((list) => list.name === 'Spring promotion (past uses)');
    expect(history).toMatchObject({ activations: 6, uses: 6, capacity: 10, shareUsed: 0.6 });
    expect(answer.totals.activations).toBe(6);
    expect(answer.totals.trials).toBeGreaterThanOrEqual(7);
    expect(answer.days.filter((d) => d.activations + d.trials > 0).length).toBeGreaterThan(5);
    // The printed codes are all still there for the banner and the browser tests.
    expect(report.demoCodes.map((c) => c.code)).toContain('DEM0-S1NG-0005');
  });

  it('lets the demo learner redeem a printed code and play the book’s audio', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'demo', password: 'Learner123' },
    });
    const { token } = json<{ token: string }>(login);
    const code = report.demoCodes.find((c) => c.code.startsWith('DEM0-S1NG'))!;
    const activated = await activateCode(t, code.code, token);
    expect(activated.statusCode).toBe(200);
    const dashboard = json<Dashboard>(
      await t.app.inject({ url: '/api/dashboard/dynamic', headers: auth(token) }),
    );
    expect(dashboard.userList.map((b) => b._id)).toContain(code.bookId);

    const book = json<LearnerPackage>(
      await t.app.inject({ url: `/api/content-packages/${code.bookId}`, headers: auth(token) }),
    );
    expect(book.content.audioList.length).toBeGreaterThanOrEqual(2);
    const track = book.content.audioList[0]!.trackList[0]!;
    const audio = await t.app.inject({
      url: track.audioFilePath!,
      headers: { range: 'bytes=0-1023' },
    });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const head = audio.rawPayload;
    // An ID3 tag or an MPEG audio frame sync.
    expect(
      head.subarray(0, 3).toString() === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0),
    ).toBe(true);
    const pdf = await t.app.inject({ url: book.content.ebook.pdfFilePath! });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is off in production and with DEMO=0', async () => {
    const off = await createTestApp({ DEMO: '0' });
    const result = await seedDatabase(createAppContext(off.config, off.database));
    expect(result).toEqual({ demoAccounts: [], demoCodes: [], demoContent: null });
    // The pickers' images are drawn in every mode.
    const config = json<{ genres: { onImage: string | null }[] }>(
      await off.app.inject({ url: '/api/config/public' }),
    );
    expect(config.genres.every((genre) => genre.onImage?.endsWith('-on.webp'))).toBe(true);
    await off.close();
  });
});
