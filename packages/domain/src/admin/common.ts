// Conventions every admin call shares: paged lists, the version an update must send back, and the
// 409 answer to a stale update (with the current record and who changed it).
import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50] as const;
/** 'Show All' pages by this many at most. */
export const SHOW_ALL_LIMIT = 1000;

/** `start` (offset), `limit`, `search` and `sort` of a paged admin list. */
export const pageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SHOW_ALL_LIMIT).default(10),
  search: z.string().trim().max(200).default(''),
});

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    totalCount: z.number().int(),
    pageData: z.array(item),
    totalPages: z.number().int(),
  });

export const editorSchema = z.object({ _id: z.string(), username: z.string().nullable() });

/** Fields every admin entity answers with. */
export const versionedFields = {
  version: z.number().int().min(1),
  updatedAt: z.string(),
  updatedBy: editorSchema.nullable(),
};

/** Every update names the version it read. */
export const versionSchema = z.number({ error: 'version is required' }).int().min(1);

export const conflictResponseSchema = <T extends z.ZodType>(current: T) =>
  z.object({ message: z.string(), current });

export const conflictMessage = (editor: string | null) =>
  editor
    ? `${editor} changed this record since you opened it.`
    : 'Someone changed this record since you opened it.';

export const totalPages = (totalCount: number, limit: number) =>
  Math.max(1, Math.ceil(totalCount / limit));
