// Applications of the back office: list, read, create, and the two versioned updates (the whole form,
// or the descriptive info alone). A stale version answers 409 with the record as it is now.
import {
  APPLICATION_MESSAGES,
  can,
  conflictMessage,
  totalPages,
  type Actor,
  type Application,
  type ApplicationForm,
  type ApplicationInfo,
  type ApplicationPage,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { applicationColumns, infoColumns, presentApplication } from './applications.presenter.js';
import {
  findApplication,
  insertApplication,
  selectApplicationPage,
  updateApplicationAtVersion,
  type ApplicationColumns,
  type ApplicationRow,
} from './applications.queries.js';

export interface Editor extends Actor {
  id: string;
  username?: string | null;
}

/** Appends an application write to the audit log (its keys are redacted there). */
async function auditApplication(
  tx: Db,
  editor: Editor,
  action: 'create' | 'update',
  id: string,
  before: ApplicationRow | undefined,
) {
  const after = await findApplication(tx, id);
  await recordAudit(tx, editor, {
    action,
    entityType: 'application',
    entityId: id,
    entityLabel: after?.name ?? id,
    before: before ?? null,
    after: after ?? null,
  });
}

/** Credentials go to those who may change them. */
const secretsFor = (actor: Actor) => ({ withSecrets: can(actor, 'applications', 'update') });

export async function listApplications(
  ctx: AppContext,
  query: { start: number; limit: number; search: string },
): Promise<ApplicationPage> {
  const { totalCount, rows } = await selectApplicationPage(ctx.db, query);
  return {
    totalCount,
    // A list never carries credentials, whoever asks.
    pageData: rows.map((row) => presentApplication(row, ctx.media, { withSecrets: false })),
    totalPages: totalPages(totalCount, query.limit),
  };
}

export async function readApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<Application> {
  const row = await findApplication(ctx.db, id);
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
  return presentApplication(row, ctx.media, secretsFor(actor));
}

export async function createApplication(
  ctx: AppContext,
  editor: Editor,
  form: ApplicationForm,
): Promise<Application> {
  const id = await ctx.db.transaction(async (tx) => {
    const newId = await insertApplication(tx, applicationColumns(form), editor.id);
    await auditApplication(tx, editor, 'create', newId, undefined);
    return newId;
  });
  return readApplication(ctx, editor, id);
}

async function updateAtVersion(
  ctx: AppContext,
  editor: Editor,
  id: string,
  version: number,
  values: Partial<ApplicationColumns>,
): Promise<Application> {
  const before = await findApplication(ctx.db, id);
  const isSaved = await ctx.db.transaction(async (tx) => {
    if (!(await updateApplicationAtVersion(tx, id, version, values, editor.id))) return false;
    await auditApplication(tx, editor, 'update', id, before);
    return true;
  });
  if (isSaved) return readApplication(ctx, editor, id);
  const current = await findApplication(ctx.db, id);
  if (!current) throw notFound(APPLICATION_MESSAGES.notFound);
  throw conflict(
    conflictMessage(current.editorName),
    presentApplication(current, ctx.media, secretsFor(editor)),
  );
}

export const updateApplication = (
  ctx: AppContext,
  editor: Editor,
  id: string,
  { version, ...form }: ApplicationForm & { version: number },
) => updateAtVersion(ctx, editor, id, version, applicationColumns(form));

export const updateApplicationInfo = (
  ctx: AppContext,
  editor: Editor,
  id: string,
  { version, ...info }: ApplicationInfo,
) => updateAtVersion(ctx, editor, id, version, infoColumns(info));
