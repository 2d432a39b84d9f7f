// What a successful sign-in hands out: a bearer JWT and a single-use auto-login token bound to the same
// session generation, so logout, a password change or reset (each bumps the token version) voids an
// unused auto-login token too.
import type { TokenPair } from '@bandbook/domain';
import type { Db } from '../db/client.js';
import type { JwtService } from './jwt.js';
import { issueOneTimeToken } from './one-time-tokens.js';

export async function issueTokenPair(
  deps: { db: Db; jwt: JwtService },
  user: { id: string; tokenVersion: number },
): Promise<TokenPair> {
  const token = await deps.jwt.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  const autoLoginToken = await issueOneTimeToken(deps.db, 'autologin', user.id, {
    tokenVersion: String(user.tokenVersion),
  });
  return { token, autoLoginToken };
}
