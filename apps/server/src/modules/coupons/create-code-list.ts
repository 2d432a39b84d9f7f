// Creates a code list with its codes: random codes from the domain's generator (a collision with an
// existing code is simply drawn again), or given codes (demo lists with printed codes).
import { generateCode, normalizeCode } from '@bandbook/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codes, couponLists } from '../../db/schema/index.js';

export interface NewCodeList {
  name: string;
  packageId: string;
  multiUseCounter?: number;
  codeNbr?: number;
  expiresOn?: Date | null;
  /** Fixed codes instead of random ones. */
  codes?: string[];
  createdBy?: string | null;
  createdByApi?: boolean;
  contentChannelIdList?: string[];
}

export async function createCodeList(
  db: Db,
  input: NewCodeList,
): Promise<{ id: string; codes: string[] }> {
  const maxUses = input.multiUseCounter ?? 1;
  return db.transaction(async (tx) => {
    const [list] = await tx
      .insert(couponLists)
      .values({
        name: input.name,
        packageId: input.packageId,
        multiUseCounter: maxUses,
        expiresOn: input.expiresOn ?? null,
        createdBy: input.createdBy ?? null,
        createdByApi: input.createdByApi ?? false,
        contentChannelIdList: input.contentChannelIdList ?? [],
      })
      .returning({ id: couponLists.id });
    const wanted = input.codes?.map(normalizeCode) ?? [];
    const count = input.codes ? wanted.length : (input.codeNbr ?? 0);
    const made = new Set(wanted);
    while (made.size < count) {
      const batch = Array.from({ length: count - made.size }, () => generateCode()).filter(
        (c) => !made.has(c),
      );
      const taken = new Set(
        (await tx.select({ code: codes.code }).from(codes).where(inArray(codes.code, batch))).map(
          (r) => r.code,
        ),
      );
      batch.filter((c) => !taken.has(c)).forEach((c) => made.add(c));
    }
    const all = [...made];
    for (let i = 0; i < all.length; i += 500) {
      await tx
        .insert(codes)
        .values(all.slice(i, i + 500).map((code) => ({ listId: list!.id, code, maxUses })));
    }
    return { id: list!.id, codes: all };
  });
}
