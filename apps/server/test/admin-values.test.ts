// Values staff send are refused with a message on their field, never changed on the way in (issue
// 44): a package save with a 75-second duration or a price of -5, a code list with 0 uses per code
// or 0 codes; each a 400 of the error format, and nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PACKAGE_MESSAGES as M,
  COUPON_LIST_MESSAGES,
  toPackageForm,
  type AdminContentPackage,
  type ErrorResponse,
} from '@bandbook/domain';
import { seedCatalogue, type Catalogue } from './support/catalogue-fixtures.js';
import { createStaff, type StaffMember } from './support/staff.js';
import { callApi, createTestApp, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
let catalogue: Catalogue;
let superadmin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await seedCatalogue(t);
  superadmin = await createStaff(catalogue.ctx, 'superadmin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  callApi(t, method, url, superadmin.token, payload);

const PACKAGES = '/api/admin/content-packages';

async function readPackage(id: string) {
  const response = await call('GET', `${PACKAGES}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminContentPackage>();
}

const video = (seconds: number) => ({
  title: 'Lesson',
  description: '',
  trialVersion: false,
  durationInput: { hours: 1, minutes: 2, seconds },
  previewImageFilePath: null,
  videoFilePath: null,
});

describe('a package save', () => {
  it('refuses a duration of 1 h 2 m 75 s on its seconds, and saves 1 h 2 m 59 s as 3779 s', async () => {
    const pkg = await readPackage(catalogue.freeBook);
    const form = { ...toPackageForm(pkg), version: pkg.version };
    const body = (seconds: number) => ({
      ...form,
      content: { ...form.content, videoList: [video(seconds)] },
    });
    const refused = await call('PUT', `${PACKAGES}/${pkg._id}`, body(75));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>()).toEqual(
      errorBody({
        message: M.seconds,
        errors: { 'content.videoList.0.durationInput.seconds': { message: M.seconds } },
      }),
    );
    expect((await readPackage(pkg._id)).version).toBe(pkg.version);

    const saved = await call('PUT', `${PACKAGES}/${pkg._id}`, body(59));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminContentPackage>().content.videoList[0]?.durationInSeconds).toBe(3779);
  });

  it('refuses a track or SoundCheck item with 60 minutes on its minutes', async () => {
    const pkg = await readPackage(catalogue.freeBook);
    const form = { ...toPackageForm(pkg), version: pkg.version };
    const track = form.content.audioList[0]!.trackList[0]!;
    const response = await call('PUT', `${PACKAGES}/${pkg._id}`, {
      ...form,
      content: {
        ...form.content,
        audioList: [
          {
            ...form.content.audioList[0]!,
            trackList: [{ ...track, durationInput: { hours: 0, minutes: 60, seconds: 0 } }],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors).toEqual({
      'content.audioList.0.trackList.0.durationInput.minutes': { message: M.minutes },
    });
  });

  it('refuses a price of -5 on its currency instead of saving 5', async () => {
    const pkg = await readPackage(catalogue.freeBook);
    const form = { ...toPackageForm(pkg), version: pkg.version };
    const response = await call('PUT', `${PACKAGES}/${pkg._id}`, {
      ...form,
      price: { isFree: false, points: 0, list: [{ currencyCode: 'USD', amount: -5 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>()).toEqual(
      errorBody({
        message: M.priceRequired,
        errors: { 'price.list.0.amount': { message: M.priceRequired } },
      }),
    );
    expect((await readPackage(pkg._id)).price).toEqual(pkg.price);
  });
});

describe('a new code list', () => {
  const create = (overrides: Record<string, unknown>) =>
    call('POST', '/api/admin/coupon-lists', {
      contentPackageId: catalogue.codeBook,
      name: 'Trust test',
      codeNbr: 5,
      ...overrides,
    });

  it('refuses 0 uses per code instead of making codes of 1 use', async () => {
    for (const multiUseCounter of [0, -2, 1.5]) {
      const response = await create({ multiUseCounter });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>()).toEqual(
        errorBody({
          message: COUPON_LIST_MESSAGES.multiUseRequired,
          errors: { multiUseCounter: { message: COUPON_LIST_MESSAGES.multiUseRequired } },
        }),
      );
    }
  });

  it('refuses 0 codes', async () => {
    const response = await create({ codeNbr: 0, multiUseCounter: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors).toEqual({
      codeNbr: { message: COUPON_LIST_MESSAGES.codeNbrRequired },
    });
  });
});
