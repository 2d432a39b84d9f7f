// Reference lists as the database holds them (seeded from @bandbook/domain on first start); instruments
// and genres come with the URLs of their picker images.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { genres, instruments, languages, regions, skillLevels } from '../../db/schema/index.js';
import type { MediaSigner } from '../../storage/media-urls.js';

export async function readReferenceLists(db: Db, media: MediaSigner) {
  const pickerList = async (table: typeof instruments | typeof genres) => {
    const rows = await db
      .select({
        id: table.id,
        label: table.label,
        onImage: table.onImage,
        offImage: table.offImage,
      })
      .from(table)
      .where(eq(table.active, true))
      .orderBy(asc(table.position));
    return rows.map((row) => ({
      ...row,
      onImage: media.url(row.onImage),
      offImage: media.url(row.offImage),
    }));
  };
  const list = (table: typeof skillLevels | typeof languages) =>
    db
      .select({ id: table.id, label: table.label })
      .from(table)
      .where(eq(table.active, true))
      .orderBy(asc(table.position));
  const [instrumentList, genreList, skillLevelList, languageList, regionList] = await Promise.all([
    pickerList(instruments),
    pickerList(genres),
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
