// Seeds the reference lists (instruments, genres, skill levels, languages, regions). Idempotent:
// rows that exist are left as they are, so staff edits survive restarts.
import { GENRES, INSTRUMENTS, LANGUAGES, REGIONS, SKILL_LEVELS } from '@bandbook/domain';
import type { Db } from '../db/client.js';
import { genres, instruments, languages, regions, skillLevels } from '../db/schema/index.js';

export async function seedReferenceData(db: Db): Promise<void> {
  const withPosition = <T extends object>(items: T[]) =>
    items.map((item, position) => ({ ...item, position }));
  await db.insert(instruments).values(withPosition(INSTRUMENTS)).onConflictDoNothing();
  await db.insert(genres).values(withPosition(GENRES)).onConflictDoNothing();
  await db.insert(skillLevels).values(withPosition(SKILL_LEVELS)).onConflictDoNothing();
  await db.insert(languages).values(withPosition(LANGUAGES)).onConflictDoNothing();
  await db.insert(regions).values(withPosition(REGIONS)).onConflictDoNothing();
}
