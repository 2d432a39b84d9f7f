// Issue 44: staff see and edit a learner's age, address, instruments, genres and picture through the
// versioned update: codes are checked against their tables (per-field 400s), a US address's state
// against the list, an uploaded picture must be a stored image of at most 3 MB; the audit entry
// names exactly the fields that changed; a staff form that leaves them out keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type AdminUser } from '@bandbook/domain';
import type { AppContext } from '../src/context.js';
import { auditLog } from '../src/db/schema/index.js';
import { seedCatalogue } from './support/catalogue-fixtures.js';
import { editedHoldingsOf } from './support/admin-user-form.js';
import { createStaff, type StaffMember } from './support/staff.js';
import { callApi, createTestApp, uniqueName, type TestApp } from './support/test-app.js';

let t: TestApp;
let ctx: AppContext;
let editor: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  ctx = (await seedCatalogue(t)).ctx;
  // An admin with Single Users VIEW and UPDATE only: no content-package right, no creator link.
  editor = await createStaff(ctx, 'admin', [{ resource: 'sulUsers', actions: ['read', 'update'] }]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  callApi(t, method, url, editor.token, payload);

async function newLearner(): Promise<AdminUser> {
  const superadmin = await createStaff(ctx, 'superadmin');
  const username = uniqueName('lrn');
  const response = await callApi(t, 'POST', '/api/admin/users', superadmin.token, {
    username,
    email: `${username}@example.com`,
    password: 'abc',
    currencyCode: 'USD',
    languageCode: 'en-us',
    status: 1,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminUser>();
}

/** The single-user edit form as the web app sends it. */
const formOf = (user: AdminUser, changes: Record<string, unknown> = {}) => ({
  username: user.username,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  currencyCode: user.currencyCode,
  languageCode: user.languageCode,
  stars: user.stars,
  newsletterOptIn: user.newsletterOptIn,
  permissions: [],
  contentChannelIdList: [],
  canEditAllUsers: false,
  age: user.age,
  address: user.address,
  instruments: user.instruments,
  genres: user.genres,
  profilePictureUrl: user.profilePictureUrl ?? '',
  version: user.version,
  ...editedHoldingsOf(user),
  ...changes,
});

const save = (user: AdminUser, changes: Record<string, unknown>) =>
  call('PUT', `/api/admin/users/${user._id}`, formOf(user, changes));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("a learner's profile edited by staff", () => {
  it('saves age, address, instruments, genres and an uploaded picture, and logs just those fields', async () => {
    const learner = await newLearner();
    expect(learner).toMatchObject({ instruments: [], genres: [], profilePictureUrl: null });
    await ctx.storage.write('uploads/thumbnail/2026/12/face.png', PNG);
    const address = {
      line1: '1 Main St',
      line2: '',
      city: 'Austin',
      zip: '73301',
      state: 'TX',
      countryCode: 'US',
    };
    const response = await save(learner, {
      age: 27,
      address,
      instruments: ['guitar', 'bass'],
      genres: ['rock'],
      profilePictureUrl: '/media/uploads/thumbnail/2026/12/face.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminUser>();
    expect(saved).toMatchObject({
      age: 27,
      address,
      instruments: ['guitar', 'bass'],
      genres: ['rock'],
      profilePictureUrl: '/media/uploads/thumbnail/2026/12/face.png',
    });
    // Read again: stored, not only answered.
    const read = (await call('GET', `/api/admin/users/${learner._id}`)).json<AdminUser>();
    expect(read).toMatchObject({ age: 27, address, instruments: ['guitar', 'bass'] });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, learner._id), eq(auditLog.action, 'update')));
    const learnerFields = ['address', 'age', 'genres', 'instruments', 'profilePictureUrl'];
    const changed = Object.keys(entry!.after as object);
    expect(changed).toEqual(expect.arrayContaining(learnerFields));
    // Nothing else of the profile: only the record's own bookkeeping besides.
    const bookkeeping = ['version', 'updatedAt', 'updatedBy'];
    expect(
      changed.filter((key) => !learnerFields.includes(key) && !bookkeeping.includes(key)),
    ).toEqual([]);
    expect(entry!.after).toMatchObject({
      age: 27,
      instruments: ['guitar', 'bass'],
      genres: ['rock'],
    });
    expect(entry!.before).toMatchObject({ age: null, instruments: [], genres: [] });
    expect(entry!.after).not.toHaveProperty('firstname');

    // Cleared again: no picture, no instruments.
    const cleared = await save(saved, { profilePictureUrl: '', instruments: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminUser>()).toMatchObject({ profilePictureUrl: null, instruments: [] });
  });

  it('answers per field: an unknown instrument or genre, a state not of the US list, a country not of the list', async () => {
    const learner = await newLearner();
    const unknown = await save(learner, { instruments: ['kazoo-9'], genres: ['nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: {
        instruments: { message: MESSAGES.instrumentUnknown },
        genres: { message: MESSAGES.genreUnknown },
      },
    });
    const state = await save(learner, {
      address: { ...learner.address, countryCode: 'US', state: 'Atlantis' },
    });
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({
      errors: { 'address.state': { message: MESSAGES.stateUnknown } },
    });
    const country = await save(learner, { address: { ...learner.address, countryCode: 'XX' } });
    expect(country.statusCode).toBe(400);
    expect(JSON.stringify(country.json())).toContain(MESSAGES.countryUnknown);
  });

  it('takes only a stored image of at most 3 MB as the picture', async () => {
    const learner = await newLearner();
    const missing = await save(learner, {
      profilePictureUrl: '/media/uploads/thumbnail/2026/12/never-uploaded.png',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { profilePictureUrl: { message: MESSAGES.pictureNotImage } },
    });
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    big.set(PNG);
    await ctx.storage.write('uploads/thumbnail/2026/12/huge.png', big);
    const tooLarge = await save(learner, {
      profilePictureUrl: '/media/uploads/thumbnail/2026/12/huge.png',
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      errors: { profilePictureUrl: { message: MESSAGES.pictureTooLarge } },
    });
    const notImage = await save(learner, { profilePictureUrl: '/media/uploads/ebook/book.pdf' });
    expect(notImage.statusCode).toBe(400);
    expect(JSON.stringify(notImage.json())).toContain(MESSAGES.pictureNotImage);
  });

  it('gives single-user editors an upload policy for the picture folder only', async () => {
    const picture = await call(
      'GET',
      '/api/amazon/aws/s3Policy?mimeType=image%2Fpng&targetDir=uploads%2Fthumbnail%2F',
    );
    expect(picture.statusCode, picture.body).toBe(200);
    const audio = await call(
      'GET',
      '/api/amazon/aws/s3Policy?mimeType=audio%2Fmpeg&targetDir=uploads%2Faudio%2F',
    );
    expect(audio.statusCode).toBe(403);
  });

  it('keeps them through a save that leaves them out (the staff form)', async () => {
    const learner = await newLearner();
    const first = (await save(learner, { age: 40, instruments: ['drums'] })).json<AdminUser>();
    const {
      age: _a,
      instruments: _i,
      genres: _g,
      profilePictureUrl: _p,
      address: _d,
      ...rest
    } = formOf(first, { firstname: 'Kept' });
    const response = await call('PUT', `/api/admin/users/${learner._id}`, rest);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({
      firstname: 'Kept',
      age: 40,
      instruments: ['drums'],
    });
  });
});
