// Short-lived bearer JWTs (HS256, explicit issuer and audience). Each token carries the user's
// token version; logout and password change bump it, which revokes every older token.
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'bandbook';
const AUDIENCE = 'bandbook-api';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

export interface JwtService {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
}

export function createJwtService(secret: string): JwtService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
