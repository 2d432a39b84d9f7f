// The input rule for every string field (no NUL, well-formed Unicode) and the walker that finds the
// first offending field of a request part.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUnacceptableText, isAcceptableText, MESSAGES } from '../src/index.js';

type WellFormedCheck = (this: string) => boolean;
const prototype = String.prototype as { isWellFormed?: WellFormedCheck };
const nativeIsWellFormed = prototype.isWellFormed;

/** The module again with String.prototype.isWellFormed missing, as in an older browser. */
async function loadWithoutNativeCheck(): Promise<typeof isAcceptableText> {
  delete prototype.isWellFormed;
  vi.resetModules();
  try {
    return (await import('../src/rules/text.js')).isAcceptableText;
  } finally {
    prototype.isWellFormed = nativeIsWellFormed;
  }
}

afterEach(() => {
  prototype.isWellFormed = nativeIsWellFormed;
});

const ACCEPTED = [
  '',
  'plain text',
  'ǅ日本語 🎸👩‍👩‍👧',
  '\u202e\ufeff\u200b\ufffd',
  '\t\r\n\u0001\u001f\u007f',
  '%00 and \\0 are only look-alikes',
];
const REFUSED = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udbffy',
  '\udc00\ud800',
  '\ud800\ud800',
];

describe('isAcceptableText', () => {
  it.each(ACCEPTED)('accepts %j', (text) => {
    expect(isAcceptableText(text)).toBe(true);
  });

  it.each(REFUSED)('refuses %j', (text) => {
    expect(isAcceptableText(text)).toBe(false);
  });

  it('gives the same answers without String.prototype.isWellFormed', async () => {
    const fallback = await loadWithoutNativeCheck();
    for (const text of ACCEPTED) expect(fallback(text)).toBe(true);
    for (const text of REFUSED) expect(fallback(text)).toBe(false);
    // Every string of up to three code units drawn from the surrogate boundaries agrees.
    const units = [0, 0x41, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xffff];
    const strings = units.flatMap((a) =>
      units.flatMap((b) => units.map((c) => String.fromCharCode(a, b, c))),
    );
    for (const text of strings) expect(fallback(text)).toBe(isAcceptableText(text));
  });

  it('has one message for every field it refuses', () => {
    expect(MESSAGES.invalidCharacters).toBe('This field contains characters that are not allowed.');
  });
});

describe('findUnacceptableText', () => {
  it('finds nothing in clean values of any shape', () => {
    expect(findUnacceptableText({ a: 'x', b: [1, true, null, { c: 'ok' }] })).toBeUndefined();
    expect(findUnacceptableText(undefined)).toBeUndefined();
    expect(findUnacceptableText(42)).toBeUndefined();
  });

  it('names a field by its dotted path, array items by index', () => {
    expect(findUnacceptableText({ address: { city: 'Pa\u0000ris' } })).toBe('address.city');
    expect(findUnacceptableText({ instruments: ['guitar', '\ud800'] })).toBe('instruments.1');
    expect(findUnacceptableText([{ a: '\u0000' }])).toBe('0.a');
  });

  it('starts from the given path and answers it for a bad string at the top', () => {
    expect(findUnacceptableText({ city: '\u0000' }, 'address')).toBe('address.city');
    expect(findUnacceptableText('\u0000')).toBe('');
    expect(findUnacceptableText('\udc00', 'id')).toBe('id');
  });

  it('counts a bad key against the object holding it, never echoing the key', () => {
    expect(findUnacceptableText({ address: { '\u0000': 'x' } })).toBe('address');
    expect(findUnacceptableText({ 'a\ud800': 1 })).toBe('');
  });

  it('reports the first offending field in reading order', () => {
    const body = { a: 'ok', b: { c: ['fine', 'x\u0000'] }, d: '\u0000', ['\u0000']: 1 };
    expect(findUnacceptableText(body)).toBe('b.c.1');
    expect(findUnacceptableText({ a: 'ok', ['\u0000']: 1, d: '\u0000' })).toBe('');
  });

  it('walks null-prototype dictionaries, as Fastify builds params and queries', () => {
    const bare: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    bare.path = '\u0000';
    expect(findUnacceptableText(bare)).toBe('path');
    function Dictionary() {}
    Dictionary.prototype = Object.create(null) as object;
    const query = Object.create(Dictionary.prototype as object) as Record<string, unknown>;
    query.page = ['1', '\ud800'];
    expect(findUnacceptableText(query)).toBe('page.1');
  });

  it('leaves bytes, dates and class instances alone', () => {
    class Holder {
      text = '\u0000';
    }
    expect(findUnacceptableText({ a: new Uint8Array([0]), b: new Date(0), c: new Holder() })).toBe(
      undefined,
    );
  });

  it('survives deep nesting and cycles', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(findUnacceptableText(deep)?.split('.')).toHaveLength(100_000);
    const cycle: Record<string, unknown> = { name: 'ok' };
    cycle.self = cycle;
    expect(findUnacceptableText(cycle)).toBeUndefined();
  });
});
