// Password hashing with argon2id at OWASP's floor (19 MiB, t=2, p=1). Hashing runs on libuv's
// thread pool; a limiter bounds how many run at once so a login burst cannot exhaust memory.
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/** At most this many hashes in flight: 4 x 19 MiB, and libuv's default pool has 4 threads. */
const limit = pLimit(4);

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, ARGON2_OPTIONS));
}

/** A real hash of an unknown password, verified when the account does not exist so timing does not tell. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  const target = storedHash ?? (await (decoyHash ??= hashPassword('decoy-password-never-matches')));
  const ok = await limit(() => verify(target, password).catch(() => false));
  return ok && storedHash !== null;
}
