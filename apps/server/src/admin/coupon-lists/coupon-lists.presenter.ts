// Maps code list rows and their counters to the spec's JSON: a list's row (with its codes' counters
// and, while a job makes its codes, their progress) and the whole list with its editors.
import { can, type Actor, type CouponList } from '@bandbook/domain';
import type { CodeListRow, Counters } from './coupon-lists.queries.js';

export const NO_COUNTERS: Counters = { generated: 0, used: 0, fullyUsed: 0 };

export function presentRow(actor: Actor, row: CodeListRow, counters: Counters) {
  return {
    _id: row.id,
    name: row.name,
    contentPackageId: row.packageId,
    contentPackageTitle: row.packageTitle,
    multiUseCounter: row.multiUseCounter,
    expiresOn: row.expiresOn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByAPI: row.createdByApi,
    generatedCodesCounter: counters.generated,
    usedCodesCounter: counters.used,
    fullyUsedCodesCounter: counters.fullyUsed,
    canDelete: !row.createdByApi && can(actor, 'couponList', 'delete'),
    generation:
      row.codesPending > 0
        ? { done: counters.generated, total: counters.generated + row.codesPending }
        : null,
  };
}

export function present(actor: Actor, row: CodeListRow, counters: Counters): CouponList {
  return {
    ...presentRow(actor, row, counters),
    contentChannelIdList: row.contentChannelIdList,
    createdBy: row.createdBy ? { _id: row.createdBy, username: row.creatorName } : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, username: row.editorName } : null,
  };
}
