// Reference lists as the database holds them (seeded from @bandbook/domain on first start).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { genres, instruments, languages, regions, skillLevels } from '../../db/schema/index.js';

export async function readReferenceLists(db: Db) {
  const list = (
    table: typeof instruments | typeof genres | typeof skillLevels | typeof languages,
  ) =>
    db
      .select({ id: table.id, label: table.label })
      .from(table)
      .where(eq(table.active, true))
      .orderBy(asc(table.position));
  const [instrumentList, genreList, skillLevelList, languageList, regionList] = await Promise.all([
    list(instruments),
    list(genres),
    list(skillLevels),
    list(languages),
    db
      .select({
        code: regions.code,
        country: regions.country,
        store: regions.store,
        icon: regions.icon,
      })
      .from(regions)
      .orderBy(asc(regions.position)),
  ]);
  return {
    instruments: instrumentList,
    genres: genreList,
    skillLevels: skillLevelList,
    languages: languageList,
    regions: regionList,
  };
}
