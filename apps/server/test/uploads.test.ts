// Long because: one protocol (presigned POST, decision 014) and every refusal it owes, on the local
// driver and on a real s3rver.
// Uploads (decision 014): GET /api/amazon/aws/s3Policy for every target dir and type, its 400s and
// 403s; the local driver's browser-style POST and every refusal it owes (nothing stored); the S3
// driver against a real s3rver, whose policies are also read, since s3rver enforces none.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  UPLOAD_DIR_TYPES,
  UPLOAD_MESSAGES,
  UPLOAD_TARGET_DIRS,
  UPLOAD_TYPES,
  type S3Policy,
  type UploadContentType,
  type UploadTargetDir,
} from '@bandbook/domain';
import { loadConfig } from '../src/config.js';
import { createAppContext, type AppContext } from '../src/context.js';
import { createStorage } from '../src/storage/create-storage.js';
import { moveFolderToStorage } from '../src/storage/move-folder.js';
import { decodePolicy, encodePolicy, type PostPolicyDocument } from '../src/storage/sigv4-post.js';
import { auth, createTestApp, json, type TestApp } from './support/test-app.js';
import { createStaff, onePermission, type StaffMember } from './support/staff.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import {
  bytesOf,
  fieldsOf,
  formOf,
  injectableForm,
  type UploadForm,
} from './support/upload-forms.js';
import { errorBody } from './support/error-body.js';

const MB = 1024 * 1024;
const LOCAL_FIELDS = ['key', 'Content-Type', 'policy', 'X-Amz-Credential', 'X-Amz-Algorithm'];

let t: TestApp;
let ctx: AppContext;
let baseUrl: string;
let superadmin: StaffMember;
let editor: StaffMember;
let reader: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  ctx = createAppContext(t.config, t.database);
  superadmin = await createStaff(ctx, 'superadmin');
  editor = await createStaff(ctx, 'admin', onePermission('contentPackages', 'update'));
  reader = await createStaff(ctx, 'admin', onePermission('contentPackages', 'read'));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const askPolicy = (token: string | undefined, query: Record<string, string>, app = t.app) =>
  app.inject({
    method: 'GET',
    url: `/api/amazon/aws/s3Policy?${new URLSearchParams(query).toString()}`,
    headers: token ? auth(token) : {},
  });

async function policyFor(targetDir: UploadTargetDir, mimeType: string, fileName?: string) {
  const token = targetDir === 'uploads/app-icon/' ? superadmin.token : editor.token;
  const response = await askPolicy(token, {
    targetDir,
    mimeType,
    ...(fileName ? { fileName } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<S3Policy>(response);
}

/** The signature each type's first bytes must show (uploads are checked by content, decision 051). */
const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
  'audio/mpeg': [0xff, 0xfb, 0x90],
  'application/pdf': [...Buffer.from('%PDF-')],
};

/** `size` bytes of a file of this type: its signature, then filler. */
function fileOf(type: keyof typeof SIGNATURES, size: number, seed = 1) {
  const bytes = bytesOf(size, seed);
  bytes.set(SIGNATURES[type].slice(0, size));
  return bytes;
}

const post = async (form: UploadForm) =>
  t.app.inject({ method: 'POST', url: '/api/uploads', ...(await injectableForm(form)) });

/** Nothing under the key, nor half-written in the local driver's incoming folder. */
async function expectNothingStored(key: string) {
  expect(await ctx.storage.exists(key)).toBe(false);
  const incoming = join(ctx.storage.root!, '.incoming');
  expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
}

describe('GET /api/amazon/aws/s3Policy', () => {
  it('answers a policy for every target dir and type: an exact key, the fields in order, the limit', async () => {
    for (const dir of UPLOAD_TARGET_DIRS) {
      for (const type of UPLOAD_DIR_TYPES[dir] as readonly UploadContentType[]) {
        const { extensions, maxBytes } = UPLOAD_TYPES[type];
        const extension = extensions[0];
        const policy = await policyFor(dir, type, `My Take (final).${extension.toUpperCase()}`);
        const pattern = `^${dir}\\d{4}/\\d{2}/[0-9a-f-]{36}-My-Take-final\\.${extension}$`;
        expect(policy.key).toMatch(new RegExp(pattern));
        expect(policy.url).toBe('/api/uploads');
        expect(policy.maxBytes).toBe(maxBytes);
        expect(policy.fields.map((f) => f.name)).toEqual([
          ...LOCAL_FIELDS,
          'X-Amz-Date',
          'X-Amz-Signature',
        ]);
        const values = Object.fromEntries(policy.fields.map((f) => [f.name, f.value]));
        expect(values).toMatchObject({
          key: policy.key,
          'Content-Type': type,
          policy: policy.policy,
          'X-Amz-Credential': policy.credentials,
          'X-Amz-Date': policy.date,
          'X-Amz-Signature': policy.signature,
        });
        const document = decodePolicy(policy.policy) as PostPolicyDocument;
        expect(document.conditions).toContainEqual(['eq', '$key', policy.key]);
        expect(document.conditions).toContainEqual(['eq', '$Content-Type', type]);
        expect(document.conditions).toContainEqual(['content-length-range', 1, policy.maxBytes]);
        expect(document.expiration).toBe(policy.expiration);
      }
    }
  });

  it('limits by type, lasts 15 minutes and keeps only a safe name with the right extension', async () => {
    expect(UPLOAD_TYPES['image/png'].maxBytes).toBe(5 * MB);
    expect(UPLOAD_TYPES['application/pdf'].maxBytes).toBe(200 * MB);
    expect(UPLOAD_TYPES['video/mp4'].maxBytes).toBe(2048 * MB);
    const policy = await policyFor('uploads/thumbnail/', 'image/png', '../../etc/pass wd.html');
    expect(policy.key).toMatch(/^uploads\/thumbnail\/\d{4}\/\d{2}\/[0-9a-f-]{36}-pass-wd\.png$/);
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(policy.date).toMatch(/^\d{8}T\d{6}Z$/);
    expect(policy.credentials).toBe(
      `bandbook-local/${policy.date.slice(0, 8)}/local/s3/aws4_request`,
    );
    const unnamed = await policyFor('uploads/ebook/', 'application/pdf');
    expect(unnamed.key).toMatch(/^uploads\/ebook\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
  });

  it('answers 400 with per-field errors for a bad target dir or type', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ mimeType: 'image/png' }, { targetDir: UPLOAD_MESSAGES.targetDir }],
      [
        { targetDir: 'uploads/other/', mimeType: 'image/png' },
        { targetDir: UPLOAD_MESSAGES.targetDir },
      ],
      [{ targetDir: 'uploads/thumbnail/' }, { mimeType: UPLOAD_MESSAGES.mimeTypeRequired }],
      [
        { targetDir: 'uploads/thumbnail/', mimeType: 'image/svg+xml' },
        { mimeType: UPLOAD_MESSAGES.mimeTypeForDir('uploads/thumbnail/') },
      ],
      [
        { targetDir: 'uploads/thumbnail/', mimeType: 'application/pdf' },
        { mimeType: UPLOAD_MESSAGES.mimeTypeForDir('uploads/thumbnail/') },
      ],
      [
        { targetDir: 'uploads/nope/' },
        { targetDir: UPLOAD_MESSAGES.targetDir, mimeType: UPLOAD_MESSAGES.mimeTypeRequired },
      ],
    ];
    for (const [query, errors] of cases) {
      const response = await askPolicy(editor.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const body = json<{ message: string; errors: Record<string, { message: string }> }>(response);
      expect(
        Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, v.message])),
      ).toEqual(errors);
    }
    expect(UPLOAD_MESSAGES.mimeTypeForDir('uploads/thumbnail/')).toBe(
      'This type of file cannot be uploaded to uploads/thumbnail/. Allowed: PNG, JPEG, WebP.',
    );
  });

  it('refuses learners, admins who may not update packages, and app icons to non-superadmins', async () => {
    const learner = await t.signUp();
    const query = { targetDir: 'uploads/thumbnail/', mimeType: 'image/png' };
    const icon = { targetDir: 'uploads/app-icon/', mimeType: 'image/png' };
    expect((await askPolicy(undefined, query)).statusCode).toBe(401);
    for (const [token, asked] of [
      [learner.token, query],
      [reader.token, query],
      [editor.token, icon],
    ] as const) {
      const response = await askPolicy(token, asked);
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(MESSAGES.forbidden);
    }
    expect((await askPolicy(superadmin.token, icon)).statusCode).toBe(200);
  });
});

describe('the local driver: POST /api/uploads', () => {
  it('takes a browser upload over HTTP, stores it under the key and serves it with ranges', async () => {
    const policy = await policyFor('uploads/thumbnail/', 'image/png', 'cover.png');
    const bytes = fileOf('image/png', 3000);
    const form = formOf({
      fields: policy.fields,
      file: { bytes, type: 'image/png', name: 'cover.png' },
    });
    const answer = await fetch(new URL(policy.url, baseUrl), { method: 'POST', body: form });
    expect(answer.status).toBe(204);
    expect(await ctx.storage.readBytes(policy.key)).toEqual(bytes);
    const media = await fetch(new URL(`/media/${policy.key}`, baseUrl));
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(bytes);
    const part = await fetch(new URL(`/media/${policy.key}`, baseUrl), {
      headers: { range: 'bytes=10-19' },
    });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(10, 20));
  });

  it('serves a private upload only with a signed URL, and takes a file exactly at the limit', async () => {
    const policy = await policyFor('uploads/audio/', 'audio/mpeg', 'track.mp3');
    expect(
      (
        await post({
          fields: policy.fields,
          file: { bytes: fileOf('audio/mpeg', 10), type: 'audio/mpeg' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/media/${policy.key}` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: ctx.media.url(policy.key)! })).statusCode).toBe(200);
    const image = await policyFor('uploads/video-preview/', 'image/webp');
    const full = await post({
      fields: image.fields,
      file: { bytes: fileOf('image/webp', 5 * MB), type: 'image/webp' },
    });
    expect(full.statusCode).toBe(204);
    expect(await ctx.storage.size(image.key)).toBe(5 * MB);
  });

  it('refuses a form that breaks its policy, each with a clear message, storing nothing', async () => {
    const policy = await policyFor('uploads/thumbnail/', 'image/png', 'cover.png');
    const png = { bytes: fileOf('image/png', 100), type: 'image/png' };
    const tampered = decodePolicy(policy.policy) as PostPolicyDocument;
    tampered.conditions = tampered.conditions.map((c) =>
      Array.isArray(c) && c[0] === 'content-length-range'
        ? ['content-length-range', 1, 10 * MB]
        : c,
    );
    const otherSignature = policy.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const cases: [string, UploadForm, number, string][] = [
      [
        'another key',
        { fields: fieldsOf(policy, { key: `${policy.key}x.png` }), file: png },
        403,
        UPLOAD_MESSAGES.key,
      ],
      [
        'another dir',
        { fields: fieldsOf(policy, { key: policy.key.replace('thumbnail', 'audio') }), file: png },
        403,
        UPLOAD_MESSAGES.key,
      ],
      [
        'another type',
        { fields: fieldsOf(policy, { 'Content-Type': 'text/html' }), file: png },
        403,
        UPLOAD_MESSAGES.contentType,
      ],
      [
        'too large',
        {
          fields: policy.fields,
          file: { bytes: fileOf('image/png', 5 * MB + 1), type: 'image/png' },
        },
        413,
        UPLOAD_MESSAGES.tooLarge(5 * MB),
      ],
      [
        'empty',
        { fields: policy.fields, file: { bytes: new Uint8Array(), type: 'image/png' } },
        400,
        UPLOAD_MESSAGES.empty,
      ],
      [
        'a forged signature',
        { fields: fieldsOf(policy, { 'X-Amz-Signature': otherSignature }), file: png },
        403,
        UPLOAD_MESSAGES.signature,
      ],
      [
        'a changed policy',
        { fields: fieldsOf(policy, { policy: encodePolicy(tampered) }), file: png },
        403,
        UPLOAD_MESSAGES.signature,
      ],
      [
        'another credential',
        {
          fields: fieldsOf(policy, {
            'X-Amz-Credential': policy.credentials.replace('bandbook-local', 'someone'),
          }),
          file: png,
        },
        403,
        UPLOAD_MESSAGES.credential,
      ],
      [
        'an extra field',
        { fields: fieldsOf(policy, { 'x-evil': '1' }), file: png },
        403,
        UPLOAD_MESSAGES.extraField('x-evil'),
      ],
      [
        'no policy',
        { fields: fieldsOf(policy, { policy: null }), file: png },
        400,
        UPLOAD_MESSAGES.missingField('policy'),
      ],
      [
        'the key after the file',
        { fields: policy.fields, file: png, fileAt: 0 },
        400,
        UPLOAD_MESSAGES.missingField('key'),
      ],
      ['no file', { fields: policy.fields }, 400, UPLOAD_MESSAGES.noFile],
    ];
    for (const [name, form, status, message] of cases) {
      const response = await post(form);
      expect([name, response.statusCode, json(response).message]).toEqual([name, status, message]);
      expect(response.headers.connection).toBe('close');
      await expectNothingStored(policy.key);
    }
    expect(await ctx.storage.exists(`${policy.key}x.png`)).toBe(false);
    expect(await ctx.storage.exists(policy.key.replace('thumbnail', 'audio'))).toBe(false);
    const notAForm = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { key: policy.key },
    });
    expect(notAForm.statusCode).toBe(400);
    expect(json(notAForm).message).toBe(UPLOAD_MESSAGES.notMultipart);
  });

  it('keeps a file only when its first bytes are of its type, small or large', async () => {
    const page = new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>');
    const large = new Uint8Array(64 * 1024);
    large.set(page);
    for (const bytes of [page, large]) {
      const policy = await policyFor('uploads/thumbnail/', 'image/png', 'cover.png');
      const response = await post({ fields: policy.fields, file: { bytes, type: 'image/png' } });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual(
        errorBody({
          message: UPLOAD_MESSAGES.content('PNG'),
          errors: { file: { message: UPLOAD_MESSAGES.content('PNG') } },
        }),
      );
      await expectNothingStored(policy.key);
    }
    const pdf = await policyFor('uploads/ebook/', 'application/pdf', 'book.pdf');
    const mp3 = fileOf('audio/mpeg', 64 * 1024);
    const mislabelled = await post({
      fields: pdf.fields,
      file: { bytes: mp3, type: 'application/pdf' },
    });
    expect(json(mislabelled).message).toBe(UPLOAD_MESSAGES.content('PDF'));
    await expectNothingStored(pdf.key);
  });

  it('refuses an expired policy', async () => {
    const policy = await policyFor('uploads/ebook/', 'application/pdf', 'book.pdf');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      const response = await post({
        fields: policy.fields,
        file: { bytes: fileOf('application/pdf', 50), type: 'application/pdf' },
      });
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(UPLOAD_MESSAGES.expired);
    } finally {
      vi.useRealTimers();
    }
    await expectNothingStored(policy.key);
  });
});

describe('the S3 driver, against s3rver', () => {
  let s3: TestS3Server;
  let s3App: TestApp;
  let s3Ctx: AppContext;
  let admin: StaffMember;

  beforeAll(async () => {
    s3 = await startS3Server('bandbook-test');
    s3App = await createTestApp(s3.env);
    s3Ctx = createAppContext(s3App.config, s3App.database);
    admin = await createStaff(s3Ctx, 'superadmin');
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.close();
  });

  async function uploadToS3(targetDir: UploadTargetDir, type: string, bytes: Uint8Array) {
    const response = await askPolicy(
      admin.token,
      { targetDir, mimeType: type, fileName: 'f' },
      s3App.app,
    );
    expect(response.statusCode, response.body).toBe(200);
    const policy = json<S3Policy>(response);
    const answer = await fetch(policy.url, {
      method: 'POST',
      body: formOf({ fields: policy.fields, file: { bytes, type } }),
    });
    expect(answer.status, await answer.clone().text()).toBe(204);
    return policy;
  }

  it('signs a policy with the exact key, bucket, type, size range and expiry, and the bucket takes the POST', async () => {
    const bytes = bytesOf(2048, 7);
    const policy = await uploadToS3('uploads/thumbnail/', 'image/png', bytes);
    expect(policy.url).toBe(`${s3.endpoint}/bandbook-test`);
    expect(policy.fields.map((f) => f.name)).toEqual([
      ...LOCAL_FIELDS.slice(0, 1),
      'acl',
      ...LOCAL_FIELDS.slice(1),
      'X-Amz-Date',
      'bucket',
      'X-Amz-Signature',
    ]);
    const document = decodePolicy(policy.policy) as PostPolicyDocument;
    expect(document.conditions).toEqual(
      expect.arrayContaining([
        { key: policy.key },
        { bucket: 'bandbook-test' },
        { 'Content-Type': 'image/png' },
        { acl: 'public-read' },
        ['content-length-range', 1, 5 * MB],
        { 'X-Amz-Credential': policy.credentials },
      ]),
    );
    expect(document.expiration).toBe(policy.expiration);
    const minutes = (Date.parse(document.expiration) - Date.now()) / 60_000;
    expect(minutes > 14 && minutes <= 15).toBe(true);
    expect(await s3Ctx.storage.exists(policy.key)).toBe(true);
    expect(await s3Ctx.storage.readBytes(policy.key)).toEqual(bytes);

    const media = await s3App.app.inject({ url: `/media/${policy.key}` });
    expect(media.statusCode).toBe(302);
    expect(media.headers.location).toMatch(new RegExp(`^${s3.endpoint}/bandbook-test/`));
    const served = await fetch(media.headers.location!);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const part = await fetch(media.headers.location!, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(0, 10));
  });

  it('keeps private uploads private: no public ACL, and served only through a signed /media/ URL', async () => {
    const bytes = bytesOf(512, 3);
    const policy = await uploadToS3('uploads/audio/', 'audio/mpeg', bytes);
    expect(policy.fields.find((f) => f.name === 'acl')?.value).toBe('private');
    expect((await s3App.app.inject({ url: `/media/${policy.key}` })).statusCode).toBe(403);
    const media = await s3App.app.inject({ url: s3Ctx.media.url(policy.key)! });
    expect(media.statusCode).toBe(302);
    expect(new Uint8Array(await (await fetch(media.headers.location!)).arrayBuffer())).toEqual(
      bytes,
    );
  });

  it('writes, sizes, reads and deletes for the server itself', async () => {
    const key = 'uploads/public/sites/test/index.html';
    await s3Ctx.storage.write(key, '<p>hi</p>');
    expect(await s3Ctx.storage.size(key)).toBe(9);
    expect(new TextDecoder().decode(await s3Ctx.storage.readBytes(key))).toBe('<p>hi</p>');
    const media = await s3App.app.inject({ url: `/media/${key}` });
    expect(new URL(media.headers.location!).searchParams.get('response-content-disposition')).toBe(
      'attachment',
    );
    await s3Ctx.storage.delete(key);
    expect(await s3Ctx.storage.exists(key)).toBe(false);
    expect(await s3Ctx.storage.exists('../escape')).toBe(false);
  });

  it('takes a generated folder (the demo content) and removes it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bandbook-move-'));
    mkdirSync(join(folder, 'uploads/audio/demo'), { recursive: true });
    writeFileSync(join(folder, 'uploads/audio/demo/a.mp3'), bytesOf(300));
    expect(await moveFolderToStorage(folder, s3Ctx.storage)).toBe(1);
    expect(await s3Ctx.storage.readBytes('uploads/audio/demo/a.mp3')).toEqual(bytesOf(300));
    expect(existsSync(folder)).toBe(false);
  });

  it('reads its configuration: a bucket is required; a public URL serves public files', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    const env = { NODE_ENV: 'test', DATA_DIR: s3App.config.dataDir, ...s3.env };
    const config = loadConfig({ ...env, S3_PUBLIC_URL: 'https://cdn.test/' });
    const storage = createStorage(config.storage, s3App.config.dataDir, s3App.config.jwtSecret);
    expect(storage.publicUrl('uploads/thumbnail/a b.png')).toBe(
      'https://cdn.test/uploads/thumbnail/a%20b.png',
    );
  });
});
