// Creates a code list with its codes in one transaction: random codes (generate-codes.ts), or given
// codes (demo lists with printed codes); or, for a large print run, the list alone, its codes then
// made by a background job (code-generation.ts, decision 053).
import { normalizeCode } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { couponLists } from '../../db/schema/index.js';
import { generateCodes, insertGivenCodes } from './generate-codes.js';

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
  /** Make no codes now: `codeNbr` are left pending for a queued job (code-generation.ts). */
  deferCodes?: boolean;
}

export async function createCodeList(
  db: Db,
  input: NewCodeList,
): Promise<{ id: string; codes: string[] }> {
  const maxUses = input.multiUseCounter ?? 1;
  const deferred = Boolean(input.deferCodes && !input.codes);
  return db.transaction(async (tx) => {
    const [list] = await tx
      .insert(couponLists)
      .values({
        name: input.name,
        packageId: input.packageId,
        multiUseCounter: maxUses,
        codesPending: deferred ? (input.codeNbr ?? 0) : 0,
        expiresOn: input.expiresOn ?? null,
        createdBy: input.createdBy ?? null,
        createdByApi: input.createdByApi ?? false,
        contentChannelIdList: input.contentChannelIdList ?? [],
      })
      .returning({ id: couponLists.id });
    if (deferred) return { id: list!.id, codes: [] };
    const made = input.codes
      ? await insertGivenCodes(tx, list!.id, maxUses, input.codes.map(normalizeCode))
      : await generateCodes(tx, list!.id, maxUses, input.codeNbr ?? 0);
    return { id: list!.id, codes: made };
  });
}
