// Makes codes for a list: candidates from the domain's CSPRNG generator, inserted a chunk at a time
// with ON CONFLICT DO NOTHING, and the shortfall (a code some list already has) drawn again until the
// count is reached. The unique index on codes.code is the judge, so two lists generated at the same
// time never share a code. 100,000 codes take seconds (npm run bench:codes).
import { generateCode } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { codes } from '../../db/schema/index.js';

/** Rows per INSERT: large enough to be quick, small enough for PostgreSQL's 65,535 parameters. */
const CHUNK = 5_000;

/** Inserts these codes where they are free; returns the ones inserted. */
async function insertFree(db: Db, listId: string, maxUses: number, candidates: string[]) {
  const inserted: string[] = [];
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const rows = await db
      .insert(codes)
      .values(candidates.slice(i, i + CHUNK).map((code) => ({ listId, code, maxUses })))
      .onConflictDoNothing({ target: codes.code })
      .returning({ code: codes.code });
    for (const row of rows) inserted.push(row.code);
  }
  return inserted;
}

/** Adds `count` new random codes to a list; returns them. */
export async function generateCodes(
  db: Db,
  listId: string,
  maxUses: number,
  count: number,
): Promise<string[]> {
  const made: string[] = [];
  while (made.length < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - made.length) candidates.add(generateCode());
    made.push(...(await insertFree(db, listId, maxUses, [...candidates])));
  }
  return made;
}

/** Adds these given codes (printed demo codes); a code already taken is an error. */
export async function insertGivenCodes(db: Db, listId: string, maxUses: number, given: string[]) {
  const inserted = await insertFree(db, listId, maxUses, given);
  if (inserted.length !== given.length) throw new Error('some of these codes already exist');
  return inserted;
}
