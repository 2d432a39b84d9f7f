// The demo code lists and their printed codes (demo mode only), and the read-out of the ones still
// unused for GET /dev/demo and the start banner.
import { and, asc, eq, like, lt } from 'drizzle-orm';
import { formatCode } from '@bandbook/domain';
import type { Db } from '../db/client.js';
import { codes, contentPackages, couponLists } from '../db/schema/index.js';

export const DEMO_LIST_PREFIX = 'Demo: ';

export const DEMO_CODE_LISTS = [
  {
    name: 'single-use codes',
    book: 'firstCodeBook',
    multiUseCounter: 1,
    codes: [
      'DEM0-S1NG-0001',
      'DEM0-S1NG-0002',
      'DEM0-S1NG-0003',
      'DEM0-S1NG-0004',
      'DEM0-S1NG-0005',
    ],
  },
  {
    name: 'class code (5 uses)',
    book: 'secondCodeBook',
    multiUseCounter: 5,
    codes: ['DEM0-MANY-5000'],
  },
  {
    name: 'trial book code',
    book: 'firstTrialBook',
    multiUseCounter: 1,
    codes: ['DEM0-TR1A-0001'],
  },
] as const;

export interface DemoCode {
  code: string;
  bookId: string;
  bookTitle: string;
  remainingUses: number;
  list: string;
}

export async function readUnusedDemoCodes(db: Db): Promise<DemoCode[]> {
  const rows = await db
    .select({
      code: codes.code,
      uses: codes.uses,
      maxUses: codes.maxUses,
      bookId: contentPackages.id,
      bookTitle: contentPackages.title,
      list: couponLists.name,
    })
    .from(codes)
    .innerJoin(couponLists, eq(couponLists.id, codes.listId))
    .innerJoin(contentPackages, eq(contentPackages.id, couponLists.packageId))
    .where(and(like(couponLists.name, `${DEMO_LIST_PREFIX}%`), lt(codes.uses, codes.maxUses)))
    .orderBy(asc(couponLists.name), asc(codes.code));
  return rows.map((row) => ({
    code: formatCode(row.code),
    bookId: row.bookId,
    bookTitle: row.bookTitle,
    remainingUses: row.maxUses - row.uses,
    list: row.list.slice(DEMO_LIST_PREFIX.length),
  }));
}
