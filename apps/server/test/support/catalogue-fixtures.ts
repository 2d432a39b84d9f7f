// A small catalogue for API tests: books of each access kind with real files in storage, a channel,
// dashboard lists in both tabs, code lists, and learners created straight in the database.
import { randomUUID } from 'node:crypto';
import { createAppContext, type AppContext } from '../../src/context.js';
import {
  contentChannels,
  dashboardGroups,
  dashboardListPackages,
  dashboardLists,
  entitlements,
  users,
} from '../../src/db/schema/index.js';
import { createPackage, type NewPackage } from '../../src/modules/catalogue/create-package.js';
import { createCodeList } from '../../src/admin/coupon-lists/create-code-list.js';
import type { TestApp } from './test-app.js';

/** A SoundCheck result that passes, as saved for an item (four stars, score 90). */
export const PASSING_RESULT = {
  percent_played: 100,
  score: 90,
  pitch_score: 90,
  rhythm_score: 90,
  complete: true,
  pass: true,
  tempo: 100,
};

export interface Catalogue {
  ctx: AppContext;
  channelId: string;
  codeBook: string;
  trialBook: string;
  freeBook: string;
  draftBook: string;
  libraryListId: string;
  discoverListId: string;
  codes: {
    single: string;
    spare: string[];
    fiveUses: string;
    expired: string;
    forTrialBook: string;
  };
}

/** Bytes enough to serve and range over; the API never decodes media. */
const bytes = (size: number, seed: number) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256);

function bookContent(slug: string) {
  const track = (list: number, n: number, trialVersion: boolean) => ({
    _id: `${slug}-a${list}-t${n}`,
    title: `Audio Track ${n}`,
    trialVersion,
    audioFilePath: `uploads/audio/${slug}/l${list}-t${n}.mp3`,
    durationInSeconds: 20,
  });
  return {
    ebook: {
      title: `${slug} e-book`,
      pdfFilePath: `uploads/ebook/${slug}.pdf`,
      trialVersionPdfFilePath: `uploads/ebook/${slug}-trial.pdf`,
    },
    videoList: [
      {
        title: 'Video 1',
        description: 'Warm-up',
        trialVersion: true,
        durationInSeconds: 10,
        previewImageFilePath: `uploads/video-preview/${slug}-1.png`,
        videoFilePath: `uploads/video/${slug}-1.mp4`,
      },
    ],
    audioList: [
      { title: 'Track List 1', trackList: [track(1, 1, true), track(1, 2, false)] },
      { title: 'Track List 2', trackList: [track(2, 1, false)] },
    ],
    audioListZipFilePath: `uploads/audio/${slug}.zip`,
    mmsList: [
      {
        title: 'Exercises',
        contentList: [
          {
            _id: `${slug}-sc1-i1`,
            title: 'Item 1',
            mmsId: `${slug}-sc1-i1`,
            trialVersion: true,
            audioFilePath: `uploads/soundcheck/${slug}-sc1-i1/full.mp3`,
            durationInSeconds: 12,
          },
          {
            _id: `${slug}-sc1-i2`,
            title: 'Item 2',
            mmsId: `${slug}-sc1-i2`,
            trialVersion: false,
            audioFilePath: `uploads/soundcheck/${slug}-sc1-i2/full.mp3`,
            durationInSeconds: 12,
          },
        ],
      },
    ],
  };
}

async function writeFiles(ctx: AppContext, slug: string) {
  const content = bookContent(slug);
  const keys = [
    `uploads/thumbnail/${slug}.png`,
    content.ebook.pdfFilePath,
    content.ebook.trialVersionPdfFilePath,
    content.audioListZipFilePath,
    ...content.videoList.flatMap((v) => [v.previewImageFilePath, v.videoFilePath]),
    ...content.audioList.flatMap((l) => l.trackList.map((t) => t.audioFilePath)),
    ...content.mmsList.flatMap((l) =>
      l.contentList.flatMap((i) => [
        i.audioFilePath,
        `uploads/soundcheck/${i.mmsId}/exercise.json`,
      ]),
    ),
  ];
  for (const [index, key] of keys.entries()) await ctx.storage.write(key, bytes(4096, index));
  return content;
}

export async function seedCatalogue(t: TestApp): Promise<Catalogue> {
  const ctx = createAppContext(t.config, t.database);
  const [channel] = await ctx.db
    .insert(contentChannels)
    .values({ name: 'Main', isMain: true })
    .returning();
  const book = async (slug: string, extra: Partial<NewPackage>) =>
    createPackage(ctx.db, {
      title: `Book ${slug}`,
      subtitle: 'Subtitle',
      author: 'Ann Author',
      publisher: 'Bandbook Press',
      description: '<p>Learn <strong>fast</strong>.</p>',
      thumbnailImage: `uploads/thumbnail/${slug}.png`,
      content: await writeFiles(ctx, slug),
      skillLevelIds: ['beginner'],
      channelIds: [channel!.id],
      ...extra,
    });
  const codeBook = await book('code', { genreIds: ['rock'], instrumentIds: ['guitar'] });
  const trialBook = await book('trial', {
    trialPeriodInDays: 1,
    genreIds: ['jazz'],
    instrumentIds: ['bass'],
  });
  const freeBook = await book('free', {
    price: { isFree: true },
    genreIds: ['rock'],
    instrumentIds: ['drums'],
  });
  const draftBook = await book('draft', {
    active: false,
    genreIds: ['rock'],
    instrumentIds: ['guitar'],
  });

  const list = async (title: string, group: 'library' | 'discover', packageIds: string[]) => {
    const [row] = await ctx.db.insert(dashboardLists).values({ title, icon: 'star' }).returning();
    await ctx.db
      .insert(dashboardListPackages)
      .values(packageIds.map((packageId, position) => ({ listId: row!.id, packageId, position })));
    await ctx.db.insert(dashboardGroups).values({ group, listId: row!.id, position: 0 });
    return row!.id;
  };
  const libraryListId = await list('Featured', 'library', [freeBook, codeBook]);
  const discoverListId = await list('New Releases', 'discover', [trialBook, codeBook, draftBook]);

  const single = await createCodeList(ctx.db, { name: 'Single', packageId: codeBook, codeNbr: 3 });
  const five = await createCodeList(ctx.db, {
    name: 'Five uses',
    packageId: codeBook,
    codeNbr: 1,
    multiUseCounter: 5,
  });
  const expired = await createCodeList(ctx.db, {
    name: 'Old',
    packageId: codeBook,
    codeNbr: 1,
    expiresOn: new Date(Date.now() - 1000),
  });
  const forTrial = await createCodeList(ctx.db, {
    name: 'Trial book codes',
    packageId: trialBook,
    codeNbr: 2,
  });
  return {
    ctx,
    channelId: channel!.id,
    codeBook,
    trialBook,
    freeBook,
    draftBook,
    libraryListId,
    discoverListId,
    codes: {
      single: single.codes[0]!,
      spare: single.codes.slice(1),
      fiveUses: five.codes[0]!,
      expired: expired.codes[0]!,
      forTrialBook: forTrial.codes[0]!,
    },
  };
}

/** A learner straight in the database (no argon2 cost) with a signed token. */
export async function createLearner(
  ctx: AppContext,
  profile: { instruments?: string[]; genres?: string[] } = {},
): Promise<{ id: string; token: string }> {
  const name = `l${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      status: 1,
      instruments: profile.instruments ?? [],
      genres: profile.genres ?? [],
    })
    .returning();
  return { id: row!.id, token: await ctx.jwt.sign({ userId: row!.id, tokenVersion: 0 }) };
}

export async function giveExpiredTrial(ctx: AppContext, userId: string, packageId: string) {
  const day = 24 * 3600_000;
  await ctx.db.insert(entitlements).values({
    userId,
    packageId,
    kind: 'trial',
    startsAt: new Date(Date.now() - 2 * day),
    endsAt: new Date(Date.now() - day),
    source: 'trial',
  });
}
