// Values staff type in the back office are refused with a message on their field, never changed
// (issue 44): duration parts, prices, uses per code and numbers of codes, as the forms and the API
// both check them; and the first-bytes checks the upload fields and the server share.
import { describe, expect, it } from 'vitest';
import {
  CONTENT_PACKAGE_MESSAGES as M,
  COUPON_LIST_MESSAGES,
  couponListCreateSchema,
  describeKinds,
  durationInputSchema,
  FILE_CONTENT_MESSAGES,
  FILE_SIGNATURES,
  generateCodesSchema,
  kindOfContent,
  kindsOfDir,
  packagePriceInputSchema,
  toSeconds,
} from '../src/index.js';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issuesOf = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('durations', () => {
  it('takes whole hours from 0 and minutes and seconds from 0 to 59', () => {
    for (const value of [
      { hours: 0, minutes: 0, seconds: 0 },
      { hours: 1, minutes: 59, seconds: 59 },
      { hours: 99, minutes: 0, seconds: 1 },
    ]) {
      expect(durationInputSchema.safeParse(value).success).toBe(true);
    }
    expect(toSeconds({ hours: 1, minutes: 2, seconds: 3 })).toBe(3723);
  });

  it.each([
    [{ hours: 1, minutes: 2, seconds: 75 }, 'seconds', M.seconds],
    [{ hours: 0, minutes: 60, seconds: 0 }, 'minutes', M.minutes],
    [{ hours: -1, minutes: 0, seconds: 0 }, 'hours', M.hours],
    [{ hours: 0, minutes: 1.5, seconds: 0 }, 'minutes', M.minutes],
    [{ hours: 0, minutes: 0, seconds: -5 }, 'seconds', M.seconds],
    [{ hours: 0, minutes: 0, seconds: '5' }, 'seconds', M.seconds],
  ])('refuses %j on %s', (value, field, message) => {
    expect(issuesOf(durationInputSchema.safeParse(value))).toEqual({ [field]: message });
  });
});

describe('prices', () => {
  const price = (amount: unknown, isFree = false) => ({
    isFree,
    points: 0,
    list: [{ currencyCode: 'USD', amount }],
  });

  it('refuses an amount below 0 on its currency, free or not', () => {
    expect(issuesOf(packagePriceInputSchema.safeParse(price(-5)))).toEqual({
      'list.0.amount': M.priceRequired,
    });
    expect(issuesOf(packagePriceInputSchema.safeParse(price(-5, true)))).toEqual({
      'list.0.amount': M.priceRequired,
    });
    expect(issuesOf(packagePriceInputSchema.safeParse(price('5')))).toEqual({
      'list.0.amount': M.priceRequired,
    });
    expect(packagePriceInputSchema.parse(price(0)).list[0]?.amount).toBe(0);
    expect(packagePriceInputSchema.parse(price(9.99)).list[0]?.amount).toBe(9.99);
  });

  it('refuses negative points', () => {
    const result = packagePriceInputSchema.safeParse({ ...price(1), points: -1 });
    expect(issuesOf(result)).toEqual({ points: M.priceRequired });
  });
});

describe('code lists', () => {
  const list = (overrides: Record<string, unknown>) => ({
    contentPackageId: '0b0e6b8e-7e0c-4a8e-9d7e-2f9a4c1b5d60',
    name: 'Spring Fair',
    codeNbr: 50,
    ...overrides,
  });

  it('refuses fewer than 1 use per code, and never turns it into 1', () => {
    for (const uses of [0, -3, 1.5, '0']) {
      expect(issuesOf(couponListCreateSchema.safeParse(list({ multiUseCounter: uses })))).toEqual({
        multiUseCounter: COUPON_LIST_MESSAGES.multiUseRequired,
      });
    }
    // Left out, it is the spec's default of 1.
    expect(couponListCreateSchema.parse(list({})).multiUseCounter).toBe(1);
    expect(couponListCreateSchema.parse(list({ multiUseCounter: 3 })).multiUseCounter).toBe(3);
  });

  it('refuses fewer than 1 code, in a new list and when generating more', () => {
    for (const codeNbr of [0, -1, '']) {
      expect(issuesOf(couponListCreateSchema.safeParse(list({ codeNbr })))).toEqual({
        codeNbr: COUPON_LIST_MESSAGES.codeNbrRequired,
      });
    }
    expect(issuesOf(generateCodesSchema.safeParse({ coupons: 0 }))).toEqual({
      coupons: COUPON_LIST_MESSAGES.codeNbrRequired,
    });
  });
});

describe('file signatures', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((v) => (typeof v === 'string' ? [...new TextEncoder().encode(v)] : [v])),
    );

  it('tells a file by its first bytes, whatever its name', () => {
    expect(kindOfContent(bytes('%PDF-1.7'), ['pdf'])).toBe('pdf');
    expect(kindOfContent(bytes('Just some text'), ['pdf'])).toBeUndefined();
    expect(kindOfContent(bytes(0, 0, 0, 0x18, 'ftypisom'), ['mp3', 'aac', 'm4a'])).toBe('m4a');
    expect(
      kindOfContent(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), kindsOfDir('uploads/soundcheck/')),
    ).toBe('wav');
    expect(kindOfContent(bytes('MThd', 0, 0, 0, 6), ['midi'])).toBe('midi');
    expect(kindOfContent(bytes('OggS', 0), ['ogg'])).toBe('ogg');
    expect(kindOfContent(bytes(0x50, 0x4b, 3, 4), ['zip'])).toBe('zip');
    expect(FILE_SIGNATURES.webp.matches(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBe(false);
  });

  it('knows what each upload folder takes', () => {
    expect(kindsOfDir('uploads/ebook/')).toEqual(['pdf']);
    expect(kindsOfDir('uploads/thumbnail/')).toEqual(['png', 'jpeg', 'webp']);
    expect(kindsOfDir('uploads/video/')).toEqual(['mp4']);
  });

  it('names what the file is not', () => {
    expect(FILE_CONTENT_MESSAGES.notOfKind('fake.pdf', ['pdf'])).toBe(
      'fake.pdf is not a PDF file.',
    );
    expect(FILE_CONTENT_MESSAGES.notOfKind('song.mp3', ['mp3', 'aac', 'm4a'])).toBe(
      'song.mp3 is not an MP3, AAC or M4A file.',
    );
    expect(describeKinds(['png', 'jpeg', 'webp'])).toBe('a PNG, JPEG or WebP');
  });
});
