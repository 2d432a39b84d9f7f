// The list's bulk actions (issue 44): POST /api/admin/content-packages/bulk/{active,channel,delete,
// restore}, each one transaction on the server. Each refreshes every list of the feature.
import { contentPackageBulkResultSchema } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { useListMutation } from './package-row-actions';

export type BulkAction =
  | { kind: 'active'; ids: string[]; active: boolean }
  | { kind: 'channel'; ids: string[]; channelId: string }
  | { kind: 'delete'; ids: string[] }
  | { kind: 'restore'; ids: string[] };

export const runBulkAction = ({ kind, ...body }: BulkAction) =>
  apiRequest(`/api/admin/content-packages/bulk/${kind}`, {
    method: 'POST',
    body,
    schema: contentPackageBulkResultSchema,
  });

export const useBulkPackageAction = () => useListMutation(runBulkAction);
