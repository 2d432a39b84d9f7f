// GET /api/admin/audit (a filtered page of the log) and GET /api/admin/audit/actors (the staff-member
// filter's choices). Superadmins only.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditActorSchema, auditPageSchema } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

export interface AuditFilters {
  actorId: string;
  entityType: string;
  action: string;
  from: string;
  to: string;
}

export const useAuditPage = (filters: AuditFilters, start: number, limit: number) =>
  useQuery({
    queryKey: ['admin', 'audit', 'page', filters, start, limit],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...filters, start: String(start), limit: String(limit) });
      return apiRequest(`/api/admin/audit?${query.toString()}`, {
        schema: auditPageSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useAuditActors = () =>
  useQuery({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/audit/actors', { schema: z.array(auditActorSchema), signal }),
  });
