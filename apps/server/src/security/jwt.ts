// Short-lived bearer JWTs (HS256, explicit issuer and audience), download tokens (another audience,
// one book, minutes) and SoundCheck launch tokens (another audience, one item, hours; decision 017).
// Each carries the user's token version; logout and password change bump it, which revokes every
// older token of every kind.
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS } from '@bandbook/domain';

const ISSUER = 'bandbook';
const AUDIENCE = 'bandbook-api';
/** Download tokens are another audience: they open /download/audio for one book, nothing else. */
const DOWNLOAD_AUDIENCE = 'bandbook-download';
/** Launch tokens are another audience: they open one SoundCheck item (and save its result), nothing else. */
const LAUNCH_AUDIENCE = 'bandbook-soundcheck-launch';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const DOWNLOAD_TOKEN_TTL_SECONDS = 10 * 60;

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

export interface DownloadClaims extends AccessClaims {
  packageId: string;
}

export interface SoundCheckLaunchClaims extends AccessClaims {
  packageId: string;
  /** The item's `_id` in `content.mmsList[].contentList[]`. */
  contentId: string;
  mmsId: string;
  /** A staff preview: no learner access checks, nothing saved. */
  preview: boolean;
}

export interface VerifiedSoundCheckLaunch extends SoundCheckLaunchClaims {
  expiresAt: Date;
}

export interface JwtService {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
  signDownload(claims: DownloadClaims): Promise<string>;
  verifyDownload(token: string): Promise<DownloadClaims | null>;
  signSoundCheckLaunch(claims: SoundCheckLaunchClaims): Promise<{ token: string; expiresAt: Date }>;
  verifySoundCheckLaunch(token: string): Promise<VerifiedSoundCheckLaunch | null>;
}

/**
 * Session tokens already verified by this process: a learner sends the same token with every request
 * for up to an hour, and checking its signature again costs more than the rest of a small read. The
 * signature of a given string never changes, so only the expiry is checked again.
 */
const VERIFIED_TOKENS_KEPT = 20_000;

/** `now` is the clock (milliseconds), for tests that need tokens issued or checked at another time. */
export function createJwtService(secret: string, now = () => Date.now()): JwtService {
  // Imported once: handing jose the raw bytes would import the key again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new LRUCache<string, AccessClaims & { expiresAt: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });
  const issue = async (
    audience: string,
    ttlSeconds: number,
    userId: string,
    claims: JWTPayload,
  ) => {
    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + ttlSeconds;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  };
  const signFor = async (...args: Parameters<typeof issue>) => (await issue(...args)).token;
  const verifyFor = async (audience: string, token: string) => {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        currentDate: new Date(now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return payload as JWTPayload & { sub: string; ver: number };
    } catch {
      return null;
    }
  };
  return {
    sign: ({ userId, tokenVersion }) =>
      signFor(AUDIENCE, ACCESS_TOKEN_TTL_SECONDS, userId, { ver: tokenVersion }),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now())
          return { userId: known.userId, tokenVersion: known.tokenVersion };
        verified.delete(token);
        return null;
      }
      const payload = await verifyFor(AUDIENCE, token);
      if (!payload) return null;
      const claims = { userId: payload.sub, tokenVersion: payload.ver };
      // jose has checked that exp is there and in the future.
      if (typeof payload.exp === 'number') {
        verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    },
    signDownload: ({ userId, tokenVersion, packageId }) =>
      signFor(DOWNLOAD_AUDIENCE, DOWNLOAD_TOKEN_TTL_SECONDS, userId, {
        ver: tokenVersion,
        pkg: packageId,
      }),
    async verifyDownload(token) {
      const payload = await verifyFor(DOWNLOAD_AUDIENCE, token);
      if (!payload || typeof payload.pkg !== 'string') return null;
      return { userId: payload.sub, tokenVersion: payload.ver, packageId: payload.pkg };
    },
    signSoundCheckLaunch: ({ userId, tokenVersion, packageId, contentId, mmsId, preview }) =>
      issue(LAUNCH_AUDIENCE, SOUNDCHECK_LAUNCH_TOKEN_TTL_SECONDS, userId, {
        ver: tokenVersion,
        pkg: packageId,
        cid: contentId,
        mms: mmsId,
        pre: preview,
      }),
    async verifySoundCheckLaunch(token) {
      const payload = await verifyFor(LAUNCH_AUDIENCE, token);
      if (
        !payload ||
        typeof payload.pkg !== 'string' ||
        typeof payload.cid !== 'string' ||
        typeof payload.mms !== 'string' ||
        typeof payload.pre !== 'boolean' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      return {
        userId: payload.sub,
        tokenVersion: payload.ver,
        packageId: payload.pkg,
        contentId: payload.cid,
        mmsId: payload.mms,
        preview: payload.pre,
        expiresAt: new Date(payload.exp * 1000),
      };
    },
  };
}
