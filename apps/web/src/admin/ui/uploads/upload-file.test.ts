import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES, type S3Policy } from '@bandbook/domain';
import { setToken } from '../../../lib/auth-token';
import { FakeXhr, nextXhr } from './fake-xhr';
import { readUploadError, uploadFile } from './upload-file';

const policy: S3Policy = {
  url: '/api/uploads',
  key: 'uploads/thumbnail/2025/01/0f8e-cover.png',
  fields: ['key', 'Content-Type', 'policy', 'X-Amz-Signature'].map((name) => ({
    name,
    value: `${name}-value`,
  })),
  policy: 'cG9saWN5',
  signature: 'abc',
  date: '20250101T000000Z',
  credentials: 'bandbook-local/20250101/local/s3/aws4_request',
  expiration: '2025-01-01T00:15:00.000Z',
  maxBytes: 5242880,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock = vi.fn<typeof fetch>(async () => Response.json(policy));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const png = () => new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('asks for a policy, then posts its fields in order and the file, reporting progress up to 100', async () => {
    setToken('staff-token');
    const progress: number[] = [];
    const done = uploadFile(png(), 'uploads/thumbnail/', (percent) => progress.push(percent));
    const request = await nextXhr();
    const [url, init] = fetchMock.mock.calls[0]!;
    const asked = new URL(String(url), 'http://app');
    expect(asked.pathname).toBe('/api/amazon/aws/s3Policy');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      targetDir: 'uploads/thumbnail/',
      mimeType: 'image/png',
      fileName: 'cover.png',
    });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
    expect([request.method, request.url]).toEqual(['POST', '/api/uploads']);
    expect([...request.body!.keys()]).toEqual([
      'key',
      'Content-Type',
      'policy',
      'X-Amz-Signature',
      'file',
    ]);
    expect(request.body!.get('key')).toBe('key-value');
    expect((request.body!.get('file') as File).name).toBe('cover.png');
    request.progress(32, 64);
    request.progress(80, 64);
    request.answer(204);
    await expect(done).resolves.toBe(policy.key);
    expect(progress).toEqual([50, 100, 100]);
  });

  it('names the type by extension when the browser gives none', async () => {
    const midi = new File([new Uint8Array(8)], 'reference.mid', { type: '' });
    void uploadFile(midi, 'uploads/soundcheck/', () => {}).catch(() => {});
    await nextXhr();
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://app');
    expect(asked.searchParams.get('mimeType')).toBe('audio/midi');
  });

  it("rejects with the spec's alert and the local driver's message", async () => {
    const done = uploadFile(png(), 'uploads/thumbnail/', () => {});
    (await nextXhr()).answer(403, JSON.stringify({ message: UPLOAD_MESSAGES.expired }));
    await expect(done).rejects.toThrow(`The folling error occured: ${UPLOAD_MESSAGES.expired}`);
  });

  it("rejects with S3's XML message", async () => {
    const done = uploadFile(png(), 'uploads/thumbnail/', () => {});
    (await nextXhr()).answer(
      400,
      '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size &amp; more</Message></Error>',
    );
    await expect(done).rejects.toThrow(
      'The folling error occured: Your proposed upload exceeds the maximum allowed size & more',
    );
  });

  it('rejects when the policy is refused, or the network fails', async () => {
    const message = UPLOAD_MESSAGES.mimeTypeForDir('uploads/thumbnail/');
    fetchMock.mockResolvedValueOnce(
      Response.json({ message, errors: { mimeType: { message } } }, { status: 400 }),
    );
    await expect(uploadFile(png(), 'uploads/thumbnail/', () => {})).rejects.toThrow(
      `The folling error occured: ${message}`,
    );
    expect(FakeXhr.sent).toEqual([]);
    const done = uploadFile(png(), 'uploads/thumbnail/', () => {});
    (await nextXhr()).fail();
    await expect(done).rejects.toThrow(/^The folling error occured: The file could not be sent/);
  });

  it('reads a message from whatever the store answers', () => {
    expect(readUploadError(500, '')).toBe('The upload failed (500).');
    expect(readUploadError(502, '<html>Bad gateway</html>')).toBe('The upload failed (502).');
  });
});
