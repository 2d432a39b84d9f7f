// The player's practice settings per learner and exercise (decision 067): GET and PUT
// /api/practice/settings/:packageId/:contentId with the launch token (or, once it has expired, the
// session of the same learner, as results are saved). Every change is also written to this device
// (localStorage, keyed by learner and exercise) before it is sent: a reload or a close before the
// debounced PUT lands keeps it, and where the server cannot be reached (offline, or a server without
// the route) the device's copy is what opens. The newer of the two wins.
import type { QueryClient } from '@tanstack/react-query';
import { practiceSettingsResponseSchema, type SoundCheckLaunch } from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import { tokenSubject } from '../lib/token-subject';
import { parseSettings, type PracticeSettings } from '../player/practice-settings';
import type { PracticeSettingsStore } from '../player/practice-settings-keeper';

/** The exercise and the credential its settings are read and written with. */
export interface PracticeSettingsLink {
  contentPackageId: string;
  contentId: string;
  /** The player's launch token (its subject is the learner). */
  launchToken: string;
  /** When the launch token expires (ms since the epoch). */
  launchTokenExpiresAt: number;
}

export interface StoredSettings {
  settings: PracticeSettings;
  /** ms since the epoch; 0 when unknown. */
  savedAt: number;
}

export const PRACTICE_SETTINGS_PREFIX = 'bandbook.soundcheck.practice';
/** A launch token this close to its expiry is not used (as for results, api/launch.ts). */
const LAUNCH_TOKEN_MARGIN_MS = 60_000;

const path = (link: PracticeSettingsLink) =>
  `/api/practice/settings/${encodeURIComponent(link.contentPackageId)}/${encodeURIComponent(link.contentId)}`;

/** The device's key for a learner's settings of one exercise. */
export function localSettingsKey(link: PracticeSettingsLink): string {
  const user = tokenSubject(link.launchToken) ?? 'anonymous';
  return `${PRACTICE_SETTINGS_PREFIX}:${user}:${link.contentPackageId}:${link.contentId}`;
}

export function readLocalSettings(link: PracticeSettingsLink): StoredSettings | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(localSettingsKey(link)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { settings, savedAt } = raw as { settings?: unknown; savedAt?: unknown };
    const parsed = parseSettings(settings);
    if (!parsed) return null;
    return { settings: parsed, savedAt: typeof savedAt === 'number' ? savedAt : 0 };
  } catch {
    return null;
  }
}

export function writeLocalSettings(link: PracticeSettingsLink, stored: StoredSettings): void {
  try {
    localStorage.setItem(localSettingsKey(link), JSON.stringify(stored));
  } catch {
    // Private mode or full storage: the server's copy is all there is.
  }
}

/** The bearer for the learner's settings: the launch token while valid, else their own session. */
function bearer(link: PracticeSettingsLink): string | null {
  if (link.launchTokenExpiresAt - LAUNCH_TOKEN_MARGIN_MS > Date.now()) return link.launchToken;
  const session = getToken();
  return session && tokenSubject(session) === tokenSubject(link.launchToken) ? session : null;
}

async function fetchServerSettings(link: PracticeSettingsLink): Promise<StoredSettings | null> {
  const token = bearer(link);
  if (!token) return null;
  const answer = await apiRequest(path(link), { schema: practiceSettingsResponseSchema, token });
  // Nothing kept yet: the server answers the default, which must not hide the device's copy.
  if (answer.updatedAt === null) return null;
  return { settings: answer.settings, savedAt: Date.parse(answer.updatedAt) || 0 };
}

/** The learner's settings for the exercise: the newer of the server's and the device's, or null. */
export async function loadPracticeSettings(
  link: PracticeSettingsLink,
): Promise<PracticeSettings | null> {
  const local = readLocalSettings(link);
  let server: StoredSettings | null = null;
  try {
    server = await fetchServerSettings(link);
  } catch {
    // Offline, refused or a server without the route: the device's copy.
  }
  if (server && (!local || server.savedAt >= local.savedAt)) return server.settings;
  return local?.settings ?? null;
}

/** Keeps the settings on the device at once and sends them to the server. */
export async function savePracticeSettings(
  link: PracticeSettingsLink,
  settings: PracticeSettings,
  options: { now?: number } = {},
): Promise<void> {
  writeLocalSettings(link, { settings, savedAt: options.now ?? Date.now() });
  const token = bearer(link);
  if (!token) return;
  await apiRequest(path(link), {
    method: 'PUT',
    body: settings,
    schema: practiceSettingsResponseSchema,
    token,
  });
}

/**
 * The exercise an opened player's session belongs to, from the launch answer it was made of
 * (launchQuery in api/launch.ts, key ['soundcheck', 'launch', contentPackageId, mmsId, token]): the
 * one whose exercise URL is the session's. A staff preview remembers nothing (null).
 */
export function practiceLinkFor(
  client: QueryClient,
  exerciseUrl: string,
): PracticeSettingsLink | null {
  for (const [key, data] of client.getQueriesData<SoundCheckLaunch>({
    queryKey: ['soundcheck', 'launch'],
  })) {
    const token = key[4];
    if (!data || data.exerciseUrl !== exerciseUrl || typeof token !== 'string') continue;
    if (data.preview) return null;
    return {
      contentPackageId: data.contentPackageId,
      contentId: data.contentId,
      launchToken: token,
      launchTokenExpiresAt: Date.parse(data.expiresAt),
    };
  }
  return null;
}

/** The player's settings store for a link: the server with this device's copy. */
export function practiceSettingsStore(link: PracticeSettingsLink): PracticeSettingsStore {
  return {
    load: () => loadPracticeSettings(link),
    save: (settings) => savePracticeSettings(link, settings),
  };
}
