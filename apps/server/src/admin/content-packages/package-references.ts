// The reference lists a package points at (genres, instruments, skill levels, the price's currencies)
// must exist: an unknown id is a field error, not a foreign-key failure deep in the transaction.
import { inArray } from 'drizzle-orm';
import { CONTENT_PACKAGE_MESSAGES } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { genres, instruments, regions, skillLevels } from '../../db/schema/index.js';
import type { FieldErrorList } from '../shared/field-errors.js';

export interface ReferenceIds {
  genreIdList: string[];
  instrumentIdList: string[];
  skillLevelIdList: string[];
  currencyCodes: string[];
}

async function missing(
  db: Db,
  table: typeof genres | typeof instruments | typeof skillLevels,
  ids: string[],
) {
  if (!ids.length) return false;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(found.map((row) => row.id)).size < new Set(ids).size;
}

/** The regions' currency codes, in their order: a new package is priced 0 in each. */
export async function currencyCodes(db: Db): Promise<string[]> {
  const rows = await db.select({ code: regions.code }).from(regions).orderBy(regions.position);
  return rows.map((row) => row.code);
}

export async function checkReferences(db: Db, ids: ReferenceIds, errors: FieldErrorList) {
  if (await missing(db, genres, ids.genreIdList))
    errors.add('genreIdList', CONTENT_PACKAGE_MESSAGES.genreUnknown);
  if (await missing(db, instruments, ids.instrumentIdList)) {
    errors.add('instrumentIdList', CONTENT_PACKAGE_MESSAGES.instrumentUnknown);
  }
  if (await missing(db, skillLevels, ids.skillLevelIdList)) {
    errors.add('skillLevelIdList', CONTENT_PACKAGE_MESSAGES.skillUnknown);
  }
  const known = new Set(await currencyCodes(db));
  ids.currencyCodes.forEach((code, i) => {
    if (!known.has(code))
      errors.add(`price.list.${i}.currencyCode`, CONTENT_PACKAGE_MESSAGES.currencyUnknown);
  });
  if (new Set(ids.currencyCodes).size < ids.currencyCodes.length) {
    errors.add('price.list', CONTENT_PACKAGE_MESSAGES.currencyTwice);
  }
}
