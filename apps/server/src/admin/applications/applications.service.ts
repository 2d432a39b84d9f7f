// Applications of the back office: list, read, create, and the two versioned updates (the whole form,
// or the descriptive info alone). A stale version answers 409 with the record as it is now.
import {
  APPLICATION_MESSAGES,
  can,
  totalPages,
  type Actor,
  type Application,
  type ApplicationForm,
  type ApplicationInfo,
  type ApplicationPage,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { recordAudit, type AuditWrite } from '../../modules/audit/audit-log.js';
import type { Staff } from '../shared/staff-guard.js';
import { writeAtVersion } from '../shared/versioned-write.js';
import { applicationColumns, infoColumns, presentApplication } from './applications.presenter.js';
import {
  findApplication,
  insertApplication,
  selectApplicationPage,
  type ApplicationColumns,
  type ApplicationRow,
} from './applications.queries.js';

/** An application write for the audit log (its keys are redacted there), read through `tx`. */
async function applicationAudit(
  tx: Db,
  action: 'create' | 'update',
  id: string,
  before: ApplicationRow | undefined,
): Promise<AuditWrite> {
  const after = await findApplication(tx, id);
  return {
    action,
    entityType: 'application',
    entityId: id,
    entityLabel: after?.name ?? id,
    before: before ?? null,
    after: after ?? null,
  };
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
  editor: Staff,
  form: ApplicationForm,
): Promise<Application> {
  const id = await ctx.db.transaction(async (tx) => {
    const newId = await insertApplication(tx, applicationColumns(form), editor.id);
    await recordAudit(tx, editor, await applicationAudit(tx, 'create', newId, undefined));
    return newId;
  });
  return readApplication(ctx, editor, id);
}

async function saveAtVersion(
  ctx: AppContext,
  editor: Staff,
  id: string,
  version: number,
  values: Partial<ApplicationColumns>,
): Promise<Application> {
  const before = await findApplication(ctx.db, id);
  await writeAtVersion(ctx.db, {
    table: applications,
    id,
    version,
    editor,
    values,
    audit: (tx) => applicationAudit(tx, 'update', id, before),
    current: async () => {
      const current = await findApplication(ctx.db, id);
      if (!current) throw notFound(APPLICATION_MESSAGES.notFound);
      return {
        record: presentApplication(current, ctx.media, secretsFor(editor)),
        editorName: current.editorName,
      };
    },
  });
  return readApplication(ctx, editor, id);
}

export const updateApplication = (
  ctx: AppContext,
  editor: Staff,
  id: string,
  { version, ...form }: ApplicationForm & { version: number },
) => saveAtVersion(ctx, editor, id, version, applicationColumns(form));

export const updateApplicationInfo = (
  ctx: AppContext,
  editor: Staff,
  id: string,
  { version, ...info }: ApplicationInfo,
) => saveAtVersion(ctx, editor, id, version, infoColumns(info));
