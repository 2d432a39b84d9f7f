// Media URLs. Covers and video posters are public; audio, video, PDFs and SoundCheck files are
// served only with a signature the API hands to entitled users (HMAC over the key or a folder
// prefix, with an expiry), so media elements can load them without a bearer header.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PUBLIC_PREFIXES = [
  'uploads/thumbnail/',
  'uploads/video-preview/',
  'uploads/app-icon/',
  'uploads/public/',
];
export const MEDIA_URL_TTL_SECONDS = 6 * 3600;
/**
 * Expiries are rounded up to this step, so a file's URL stays the same for ten minutes: signed once,
 * then reused (a book answer signs dozens), and the browser's cache sees one URL, not a new one per
 * request. A URL is valid for 6 h to 6 h 10 min.
 */
export const MEDIA_URL_EXPIRY_STEP_SECONDS = 600;
/** Bounds the URLs kept for the current step (every file of a large catalogue, comfortably). */
const SIGNED_URLS_KEPT = 100_000;

export interface MediaSigner {
  /** URL for one file; public keys come back unsigned. */
  url(key: string | null): string | null;
  /** URL for a file whose signature also covers every file under `scope` (a folder ending in '/'). */
  scopedUrl(key: string, scope: string): string;
  /**
   * The expiry URLs signed now carry (Unix seconds). It moves one step at a time, so an answer that
   * holds signed URLs may be reused for as long as this stays the same.
   */
  currentExpiry(): number;
  /** Whether a request for `key` with these query parameters may be served. */
  allows(key: string, query: { exp?: string; sig?: string; scope?: string }): boolean;
}

export const isPublicKey = (key: string) =>
  PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));

const signature = (secret: string, subject: string, exp: number) =>
  createHmac('sha256', `media:${secret}`).update(`${subject}\n${exp}`).digest('base64url');
const encode = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The /media/ URL of one file, valid until `exp` (Unix seconds): the local driver's signed GET. */
export const signedMediaUrl = (secret: string, key: string, exp: number) =>
  `/media/${encode(key)}?exp=${exp}&sig=${signature(secret, key, exp)}`;

export function createMediaSigner(secret: string, now = () => Date.now()): MediaSigner {
  const sign = (subject: string, exp: number) => signature(secret, subject, exp);
  const step = MEDIA_URL_EXPIRY_STEP_SECONDS;
  const expiry = () => Math.ceil((now() / 1000 + MEDIA_URL_TTL_SECONDS) / step) * step;
  // The URLs signed for the current expiry; a new expiry starts an empty map.
  let keptFor = 0;
  let kept = new Map<string, string>();
  const memo = (id: string, exp: number, make: () => string) => {
    if (exp !== keptFor || kept.size >= SIGNED_URLS_KEPT) {
      keptFor = exp;
      kept = new Map();
    }
    let url = kept.get(id);
    if (url === undefined) kept.set(id, (url = make()));
    return url;
  };

  return {
    currentExpiry: expiry,
    url(key) {
      if (!key) return null;
      if (isPublicKey(key)) return `/media/${encode(key)}`;
      const exp = expiry();
      return memo(key, exp, () => signedMediaUrl(secret, key, exp));
    },
    scopedUrl(key, scope) {
      const exp = expiry();
      return memo(`${key}\n${scope}`, exp, () => {
        const params = new URLSearchParams({ exp: String(exp), scope, sig: sign(scope, exp) });
        return `/media/${encode(key)}?${params.toString()}`;
      });
    },
    allows(key, query) {
      if (isPublicKey(key)) return true;
      const exp = Number(query.exp);
      if (!query.sig || !Number.isInteger(exp) || exp * 1000 < now()) return false;
      const subject = query.scope ?? key;
      if (query.scope && (!query.scope.endsWith('/') || !key.startsWith(query.scope))) return false;
      const expected = Buffer.from(sign(subject, exp));
      const given = Buffer.from(query.sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
