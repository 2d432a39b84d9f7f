// Short-lived bearer JWTs (HS256, explicit issuer and audience), and download tokens (another audience,
// one book, minutes). Each carries the user's token version; logout and password change bump it,
// which revokes every older token of both kinds.
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

const ISSUER = 'bandbook';
const AUDIENCE = 'bandbook-api';
/** Download tokens are another audience: they open /download/audio for one book, nothing else. */
const DOWNLOAD_AUDIENCE = 'bandbook-download';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const DOWNLOAD_TOKEN_TTL_SECONDS = 10 * 60;

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

export interface DownloadClaims extends AccessClaims {
  packageId: string;
}

export interface JwtService {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
  signDownload(claims: DownloadClaims): Promise<string>;
  verifyDownload(token: string): Promise<DownloadClaims | null>;
}

export function createJwtService(secret: string): JwtService {
  const key = new TextEncoder().encode(secret);
  const signFor = (audience: string, ttlSeconds: number, userId: string, claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  const verifyFor = async (audience: string, token: string) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
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
      const payload = await verifyFor(AUDIENCE, token);
      return payload && { userId: payload.sub, tokenVersion: payload.ver };
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
  };
}
