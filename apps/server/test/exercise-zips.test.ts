// Long because: one upload path's checks (decision 051: types by name and content, zip limits,
// cleanup, other packages' files), each refusal with a zip made for it.
// Exercise uploads (decision 051): every file an exercise names is of an allowed type, by name and by
// content; zips unpack under a total, a ratio and an entry limit per save, each refusal a 400 that
// names it; superseded exercise files are deleted once a save or a delete has committed; and a
// package may not take another package's files or mmsId.
import { Writable } from 'node:stream';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_FILE_MESSAGES as M } from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import { EXERCISE_ZIP_LIMITS } from '../src/admin/content-packages/exercise-unzip.js';
import {
  BASE,
  exerciseFolder,
  exerciseJson,
  formOf,
  midi,
  mp3,
  packageCalls,
  upload,
  uploadZip,
  withItems,
} from './support/exercise-files.js';
import { startS3Server } from './support/s3-server.js';
import { createStaff } from './support/staff.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MB = 1024 * 1024;
const ITEM = 'content.mmsList.0.contentList.0';

let t: TestApp;
let ctx: AppContext;
let calls: ReturnType<typeof packageCalls>;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream });
  ctx = createAppContext(t.config, t.database);
  calls = packageCalls(t, await createStaff(ctx, 'superadmin'));
});
afterAll(() => t.close());

const exists = (key: string) => ctx.storage.exists(key);
const folderOf = (mmsId: string) => `uploads/soundcheck/${mmsId}/`;
const nameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** Saves one SoundCheck item with these upload keys into a new package; the answer as it came. */
async function saveExercise(keys: string[], mmsId = `m-${Math.random().toString(36).slice(2)}`) {
  const pkg = await calls.create();
  const saved = await calls.save(pkg._id, withItems(formOf(pkg), [{ mmsId, exerciseFiles: keys }]));
  return { pkg, saved, mmsId };
}

async function expectRefused(keys: string[], field: string, message: string) {
  const { saved, mmsId } = await saveExercise(keys);
  expect(saved.status, JSON.stringify(saved.body)).toBe(400);
  expect(saved.body.errors?.[field]?.message).toBe(message);
  expect(await exists(`${folderOf(mmsId)}exercise.json`)).toBe(false);
}

describe('the files an exercise names', () => {
  it('takes only MIDI for its MIDI file and audio for its stems, by name, and stores nothing else', async () => {
    for (const name of ['full.xhtml', 'full.shtml', 'full.svgz', 'full.html', 'full.mjs', 'full']) {
      const zip = await uploadZip(
        ctx,
        exerciseFolder({
          'blues/exercise.json': exerciseJson({ full: name }),
          [`blues/${name}`]: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
        }),
      );
      await expectRefused(
        [zip],
        `${ITEM}.exerciseFiles`,
        M.entryType(name, 'parts[0].audio.full', 'MP3, WAV, M4A, AAC or Ogg'),
      );
    }
    // A zip may hold other files: they are never stored.
    const withNotes = await uploadZip(
      ctx,
      exerciseFolder({ 'blues/notes.xhtml': new TextEncoder().encode('<html/>') }),
    );
    const { saved, mmsId } = await saveExercise([withNotes]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const folder = folderOf(mmsId);
    for (const file of ['exercise.json', 'reference.mid', 'full.mp3', 'guitar-backing.mp3']) {
      expect(await exists(folder + file), file).toBe(true);
    }
    expect(await exists(`${folder}notes.xhtml`)).toBe(false);
  });

  it('refuses a file whose content is not what its name says, naming it', async () => {
    const page = new TextEncoder().encode('<!doctype html><script src="x.js"></script>');
    const cases: [Record<string, Uint8Array>, string][] = [
      [{ 'blues/full.mp3': page }, M.entryContent('full.mp3', 'MP3')],
      [{ 'blues/guitar-backing.mp3': page }, M.entryContent('guitar-backing.mp3', 'MP3')],
      [{ 'blues/reference.mid': page }, M.entryContent('reference.mid', 'MIDI')],
    ];
    for (const [files, message] of cases) {
      await expectRefused(
        [await uploadZip(ctx, exerciseFolder(files))],
        `${ITEM}.exerciseFiles`,
        message,
      );
    }
    // One by one, the same.
    const loose = [
      await upload(ctx, 'exercise.json', exerciseJson()),
      await upload(ctx, 'reference.mid', midi()),
      await upload(ctx, 'full.mp3', page),
      await upload(ctx, 'guitar-backing.mp3', mp3()),
    ];
    await expectRefused(loose, `${ITEM}.exerciseFiles`, M.entryContent('full.mp3', 'MP3'));
  });
});

describe('zip limits', () => {
  it('stops a zip bomb at its ratio, naming the limit, and stores nothing', async () => {
    const { maxRatio, ratioAllowanceBytes } = EXERCISE_ZIP_LIMITS;
    // 40 MB of zeros pack into about 40 KB: far past 100 times the zip's size.
    const bomb = await uploadZip(
      ctx,
      exerciseFolder({ 'blues/notes.txt': new Uint8Array(40 * MB) }),
    );
    await expectRefused(
      [bomb],
      `${ITEM}.exerciseFiles`,
      M.zipRatio(nameOf(bomb), maxRatio, ratioAllowanceBytes),
    );
    // What was unpacked waited in DATA_DIR/unzip until the save ended.
    expect(readdirSync(join(t.config.dataDir, 'unzip'))).toEqual([]);
  });

  it('stops a bomb hidden beside files that do not pack, by its own ratio', async () => {
    const saved = { ...EXERCISE_ZIP_LIMITS };
    EXERCISE_ZIP_LIMITS.ratioAllowanceBytes = 1 * MB;
    try {
      // The zip holds 150 KB that do not pack, so it may unpack to 15 MB; its 8 MB of zeros may not.
      const hidden = await uploadZip(
        ctx,
        exerciseFolder({
          'blues/full.mp3': mp3(150 * 1024, true),
          'blues/silence.wav': new Uint8Array(8 * MB),
        }),
      );
      await expectRefused(
        [hidden],
        `${ITEM}.exerciseFiles`,
        M.entryRatio(nameOf(hidden), 'blues/silence.wav', saved.maxRatio, 1 * MB),
      );
    } finally {
      Object.assign(EXERCISE_ZIP_LIMITS, saved);
    }
  });

  it('counts every zip of a save against one total', async () => {
    const saved = { ...EXERCISE_ZIP_LIMITS };
    EXERCISE_ZIP_LIMITS.maxUnpackedBytes = 1 * MB;
    try {
      // Random stems do not pack: each zip unpacks to about 0.6 MB, well within its ratio.
      const zips = [
        await uploadZip(ctx, exerciseFolder({ 'blues/full.mp3': mp3(600 * 1024, true) })),
        await uploadZip(ctx, exerciseFolder({ 'blues/full.mp3': mp3(600 * 1024, true) })),
      ];
      const pkg = await calls.create();
      const answer = await calls.save(
        pkg._id,
        withItems(formOf(pkg), [
          { mmsId: `t-${pkg._id}-1`, exerciseFiles: [zips[0]!] },
          { mmsId: `t-${pkg._id}-2`, exerciseFiles: [zips[1]!] },
        ]),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[`${ITEM}.exerciseFiles`]).toBeUndefined();
      expect(answer.body.errors?.['content.mmsList.0.contentList.1.exerciseFiles']?.message).toBe(
        M.zipTotal(1 * MB),
      );
      expect(await exists(`${folderOf(`t-${pkg._id}-1`)}exercise.json`)).toBe(false);
    } finally {
      Object.assign(EXERCISE_ZIP_LIMITS, saved);
    }
  });

  it('refuses a zip of too many files, and one that is not a zip', async () => {
    const saved = { ...EXERCISE_ZIP_LIMITS };
    EXERCISE_ZIP_LIMITS.maxEntries = 4;
    try {
      const crowded = await uploadZip(ctx, exerciseFolder({ 'blues/readme.txt': mp3() }));
      await expectRefused([crowded], `${ITEM}.exerciseFiles`, M.zipEntries(nameOf(crowded), 4));
    } finally {
      Object.assign(EXERCISE_ZIP_LIMITS, saved);
    }
    const notAZip = await upload(ctx, 'broken.zip', '<html>not a zip</html>');
    await expectRefused(
      [notAZip],
      `${ITEM}.exerciseFiles`,
      M.zipCorrupt(nameOf(notAZip), 'not a zip file'),
    );
  });
});

describe('superseded exercise files', () => {
  it('deletes the files a new upload replaces, and the uploads it came from', async () => {
    const first = await uploadZip(ctx, exerciseFolder());
    // A refused save keeps its uploads, so that it can be sent again.
    const pkg = await calls.create();
    const mmsId = `r-${pkg._id}`;
    const refused = await calls.save(pkg._id, {
      ...withItems(formOf(pkg), [{ mmsId, exerciseFiles: [first] }]),
      thumbnailImage: 'uploads/thumbnail/never-uploaded.png',
    });
    expect(refused.status).toBe(400);
    expect(await exists(first)).toBe(true);
    const saved = await calls.save(
      pkg._id,
      withItems(formOf(pkg), [{ mmsId, exerciseFiles: [first] }]),
    );
    expect(saved.status).toBe(200);
    const folder = folderOf(mmsId);
    expect(await exists(`${folder}guitar-backing.mp3`)).toBe(true);
    expect(await exists(first)).toBe(false);

    const second = await uploadZip(
      ctx,
      exerciseFolder({
        'blues/exercise.json': exerciseJson({ backing: 'bass-backing.mp3' }),
        'blues/bass-backing.mp3': mp3(400),
      }),
    );
    const item = saved.body.content.mmsList[0]!.contentList[0]!;
    const replaced = await calls.save(
      pkg._id,
      withItems(formOf(saved.body), [{ _id: item._id, mmsId, exerciseFiles: [second] }]),
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await exists(`${folder}guitar-backing.mp3`)).toBe(false);
    expect(await exists(`${folder}bass-backing.mp3`)).toBe(true);
    expect(await exists(`${folder}full.mp3`)).toBe(true);
    expect(await exists(second)).toBe(false);

    // The item removed, its exercise goes.
    const emptied = await calls.save(pkg._id, withItems(formOf(replaced.body), []));
    expect(emptied.status).toBe(200);
    for (const file of ['exercise.json', 'reference.mid', 'full.mp3', 'bass-backing.mp3']) {
      expect(await exists(folder + file), file).toBe(false);
    }
  });

  it('deletes a deleted package’s exercises unless its copy shares them', async () => {
    const { pkg, saved, mmsId } = await saveExercise([await uploadZip(ctx, exerciseFolder())]);
    expect(saved.status).toBe(200);
    const copy = await calls.call<{ _id: string }>(
      'GET',
      `/api/content-packages/duplicate/${pkg._id}`,
    );
    expect(copy.status).toBe(200);
    const key = `${folderOf(mmsId)}full.mp3`;
    expect((await calls.call('DELETE', `${BASE}/${pkg._id}`)).status).toBe(200);
    expect(await exists(key)).toBe(true);
    expect((await calls.call('DELETE', `${BASE}/${copy.body._id}`)).status).toBe(200);
    expect(await exists(key)).toBe(false);
    expect(await exists(`${folderOf(mmsId)}exercise.json`)).toBe(false);
  });

  it('logs a file it cannot delete, and the save still succeeds', async () => {
    const { pkg, saved, mmsId } = await saveExercise([await uploadZip(ctx, exerciseFolder())]);
    expect(saved.status).toBe(200);
    // A folder where a file was: the local driver cannot delete it as a file.
    const stuck = `${folderOf(mmsId)}guitar-backing.mp3`;
    await ctx.storage.delete(stuck);
    mkdirSync(join(ctx.storage.pathOf(stuck)!, 'inside'), { recursive: true });
    const emptied = await calls.save(pkg._id, withItems(formOf(saved.body), []));
    expect(emptied.status).toBe(200);
    expect(await exists(`${folderOf(mmsId)}full.mp3`)).toBe(false);
    expect(logLines.some((line) => line.includes('a superseded file could not be deleted'))).toBe(
      true,
    );
  });
});

describe("another package's files", () => {
  it('refuses a file another package names, and takes a fresh upload', async () => {
    await ctx.storage.write('uploads/thumbnail/owned.png', mp3());
    await ctx.storage.write('uploads/audio/owned.mp3', mp3());
    await ctx.storage.write('uploads/audio/fresh.mp3', mp3());
    const owner = await calls.create({ thumbnailImage: 'uploads/thumbnail/owned.png' });
    const ownerForm = formOf(owner);
    const track = (audioFilePath: string) => ({
      title: '',
      trialVersion: false,
      durationInput: { hours: 0, minutes: 1, seconds: 0 },
      audioFilePath,
    });
    const withTrack = (form: typeof ownerForm, key: string) => ({
      ...form,
      content: { ...form.content, audioList: [{ title: '', trackList: [track(key)] }] },
    });
    expect(
      (await calls.save(owner._id, withTrack(ownerForm, 'uploads/audio/owned.mp3'))).status,
    ).toBe(200);

    const other = await calls.create();
    const taken = await calls.save(other._id, {
      ...withTrack(formOf(other), 'uploads/audio/owned.mp3'),
      thumbnailImage: 'uploads/thumbnail/owned.png',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.thumbnailImage?.message).toBe(M.fileTaken);
    expect(taken.body.errors?.['content.audioList.0.trackList.0.audioFilePath']?.message).toBe(
      M.fileTaken,
    );
    const fresh = await calls.save(other._id, withTrack(formOf(other), 'uploads/audio/fresh.mp3'));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });

  it('refuses a file of a type its field does not take', async () => {
    await ctx.storage.write('uploads/audio/tracks.zip', zipSync({ 'a.mp3': mp3() }));
    const pkg = await calls.create();
    const form = formOf(pkg);
    const answer = await calls.save(pkg._id, {
      ...form,
      content: {
        ...form.content,
        audioList: [
          {
            title: '',
            trackList: [
              {
                title: '',
                trialVersion: false,
                durationInput: { hours: 0, minutes: 1, seconds: 0 },
                audioFilePath: 'uploads/audio/tracks.zip',
              },
            ],
          },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.['content.audioList.0.trackList.0.audioFilePath']?.message).toBe(
      M.fileType('MP3, AAC, M4A, WAV or MP4'),
    );
  });

  it("refuses another package's mmsId, and its exercise's files as an upload", async () => {
    const { pkg, saved, mmsId } = await saveExercise([await uploadZip(ctx, exerciseFolder())]);
    expect(saved.status).toBe(200);
    const other = await calls.create();
    const borrowed = await calls.save(other._id, withItems(formOf(other), [{ mmsId }]));
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.errors?.[`${ITEM}.mmsId`]?.message).toBe(M.mmsIdTaken);

    const copied = [
      `${folderOf(mmsId)}exercise.json`,
      `${folderOf(mmsId)}reference.mid`,
      `${folderOf(mmsId)}full.mp3`,
      `${folderOf(mmsId)}guitar-backing.mp3`,
    ];
    const copy = await calls.save(
      other._id,
      withItems(formOf(other), [{ mmsId: `c-${other._id}`, exerciseFiles: copied }]),
    );
    expect(copy.status).toBe(400);
    expect(copy.body.errors?.[`${ITEM}.exerciseFiles`]?.message).toBe(M.notAnUpload(copied[0]!));

    // Uploads of a year are kept in uploads/soundcheck/<year>/: no exercise takes that folder.
    const year = await calls.save(other._id, withItems(formOf(other), [{ mmsId: '2026' }]));
    expect(year.body.errors?.[`${ITEM}.mmsId`]?.message).toBe(M.mmsIdYear);

    // A copy of a package shares its files and mmsIds, and saves as it is.
    const duplicate = await calls.call<{ _id: string }>(
      'GET',
      `/api/content-packages/duplicate/${pkg._id}`,
    );
    const read = await calls.call<Parameters<typeof formOf>[0]>(
      'GET',
      `${BASE}/${duplicate.body._id}`,
    );
    const again = await calls.save(duplicate.body._id, formOf(read.body));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

describe('in an S3 bucket', () => {
  it('unpacks a zip kept in the bucket, and stores each file with its type', async () => {
    const s3 = await startS3Server('bandbook-zips');
    const s3App = await createTestApp(s3.env);
    try {
      const s3Ctx = createAppContext(s3App.config, s3App.database);
      const s3Calls = packageCalls(s3App, await createStaff(s3Ctx, 'superadmin'));
      const zip = await uploadZip(s3Ctx, exerciseFolder());
      const pkg = await s3Calls.create();
      const mmsId = `s3-${pkg._id}`;
      const saved = await s3Calls.save(
        pkg._id,
        withItems(formOf(pkg), [{ mmsId, exerciseFiles: [zip] }]),
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await s3Ctx.storage.exists(zip)).toBe(false);
      const stem = `${folderOf(mmsId)}guitar-backing.mp3`;
      const served = await fetch(await s3Ctx.storage.signedGetUrl(stem, { expiresInSeconds: 60 }));
      expect(served.headers.get('content-type')).toBe('audio/mpeg');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(mp3(300));
    } finally {
      await s3App.close();
      await s3.close();
    }
  });
});
