// The practice settings client against a stubbed fetch: the server's document when it is the newer,
// the device's copy when the server has none, cannot be reached or has no such route, each save kept
// on the device first, sent with the launch token (or the same learner's session once it has
// expired), and the exercise of an opened player found from its launch answer.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PracticeSettings } from '@bandbook/domain';
import { clearToken, setToken } from '../../../lib/auth-token';
import {
  loadPracticeSettings,
  localSettingsKey,
  practiceLinkFor,
  readLocalSettings,
  savePracticeSettings,
  type PracticeSettingsLink,
} from './practice-settings';

const fetchMock = vi.fn<typeof fetch>();
const tokenOf = (sub: string, kind: string) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub, kind })).replace(/=+$/, '')}.sig`;
const LAUNCH = tokenOf('user-anna', 'launch');

const link = (expiresInMs = 3_600_000): PracticeSettingsLink => ({
  contentPackageId: 'book-1',
  contentId: 'item-1',
  launchToken: LAUNCH,
  launchTokenExpiresAt: Date.now() + expiresInMs,
});
const doc = (tempo: number): PracticeSettings => ({
  part: 'Bass',
  tempo,
  loop: { startBar: 1, endBar: 3 },
  ramp: null,
  waitMode: false,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  clearToken();
});

describe('practice settings client', () => {
  it('keeps each learner’s settings of an exercise under its own key', () => {
    const other = { ...link(), launchToken: tokenOf('user-ben', 'launch') };
    expect(localSettingsKey(link())).toBe('bandbook.soundcheck.practice:user-anna:book-1:item-1');
    expect(localSettingsKey(other)).not.toBe(localSettingsKey(link()));
  });

  it('saves to the device first, then PUTs the document with the launch token', async () => {
    fetchMock.mockResolvedValue(json({ settings: doc(80), updatedAt: '2026-12-02T10:00:00.000Z' }));
    await savePracticeSettings(link(), doc(80), { now: 5 });
    expect(readLocalSettings(link())).toEqual({ settings: doc(80), savedAt: 5 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/practice/settings/book-1/item-1');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual(doc(80));
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${LAUNCH}`);
  });

  it('keeps the device copy when the server cannot take it', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not Found' }, 404));
    await expect(savePracticeSettings(link(), doc(70))).rejects.toThrow();
    expect(readLocalSettings(link())?.settings).toEqual(doc(70));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await loadPracticeSettings(link())).toEqual(doc(70));
  });

  it('opens the newer of the server’s and the device’s', async () => {
    localStorage.setItem(
      localSettingsKey(link()),
      JSON.stringify({ settings: doc(70), savedAt: Date.parse('2026-12-02T09:00:00Z') }),
    );
    fetchMock.mockResolvedValueOnce(json({ settings: doc(90), updatedAt: '2026-12-02T10:00:00Z' }));
    expect(await loadPracticeSettings(link())).toEqual(doc(90));
    fetchMock.mockResolvedValueOnce(json({ settings: doc(90), updatedAt: '2026-12-02T08:00:00Z' }));
    expect(await loadPracticeSettings(link())).toEqual(doc(70));
    // The server's default (nothing kept there yet) does not hide the device's copy.
    fetchMock.mockResolvedValueOnce(
      json({ settings: { ...doc(100), part: null, loop: null }, updatedAt: null }),
    );
    expect(await loadPracticeSettings(link())).toEqual(doc(70));
  });

  it('answers null when nothing is kept anywhere, and ignores a damaged device copy', async () => {
    localStorage.setItem(localSettingsKey(link()), '{"settings":{"tempo":900}}');
    fetchMock.mockResolvedValue(json({ message: 'Not Found' }, 404));
    expect(await loadPracticeSettings(link())).toBeNull();
  });

  it('uses the same learner’s session once the launch token has expired, and no other', async () => {
    fetchMock.mockResolvedValue(json({ settings: doc(80), updatedAt: '2026-12-02T10:00:00Z' }));
    const session = tokenOf('user-anna', 'session');
    setToken(session);
    await savePracticeSettings(link(-1), doc(80));
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe(
      `Bearer ${session}`,
    );
    setToken(tokenOf('user-ben', 'session'));
    await savePracticeSettings(link(-1), doc(85));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readLocalSettings(link())?.settings.tempo).toBe(85);
  });

  it('finds the exercise of a session from its launch answer; a preview remembers nothing', () => {
    const client = new QueryClient();
    const answer = {
      contentPackageId: 'book-1',
      contentId: 'item-1',
      exerciseUrl: '/media/e.json?sig=1',
      preview: false,
      expiresAt: '2026-12-02T12:00:00.000Z',
    };
    client.setQueryData(['soundcheck', 'launch', 'book-1', 'mms-1', LAUNCH], answer);
    expect(practiceLinkFor(client, '/media/e.json?sig=1')).toEqual({
      contentPackageId: 'book-1',
      contentId: 'item-1',
      launchToken: LAUNCH,
      launchTokenExpiresAt: Date.parse(answer.expiresAt),
    });
    expect(practiceLinkFor(client, '/media/other.json')).toBeNull();
    client.setQueryData(['soundcheck', 'launch', 'book-1', 'mms-1', LAUNCH], {
      ...answer,
      preview: true,
    });
    expect(practiceLinkFor(client, '/media/e.json?sig=1')).toBeNull();
  });
});
