// Runs static-site builds in this process, off the request and one at a time: starting while a build
// is queued or running answers that build instead of queueing another. A build that is done removes
// the builds it supersedes (site-retention.ts, decision 053).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-log.js';
import { buildStaticSite } from './build-site.js';
import { removeSupersededBuilds } from './site-retention.js';
import { insertBuild, markFailed, type StaticSiteBuildRow } from './static-sites.queries.js';

export interface StaticSiteRunner {
  /** The new build's row, or the row of the build already under way. */
  start(staff: AuditActor): Promise<StaticSiteBuildRow>;
  /** Resolves when no build is under way (the app waits for it before closing). */
  idle(): Promise<void>;
}

const MAX_ERROR_LENGTH = 300;

export function createStaticSiteRunner(ctx: AppContext, log: FastifyBaseLogger): StaticSiteRunner {
  let current: { row: Promise<StaticSiteBuildRow>; finished: Promise<void> } | null = null;

  async function run(buildId: string) {
    // Let the request that started the build be answered first.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await buildStaticSite(ctx, buildId);
    } catch (error) {
      await noteFailure(buildId, error);
      return;
    }
    await removeSupersededBuilds(ctx).catch((error: unknown) =>
      log.warn({ err: error, buildId }, 'cannot remove superseded static site builds'),
    );
  }

  async function noteFailure(buildId: string, error: unknown) {
    log.error({ err: error, buildId }, 'static site build failed');
    const message = error instanceof Error ? error.message : String(error);
    await markFailed(ctx.db, buildId, message.slice(0, MAX_ERROR_LENGTH)).catch(
      (markError: unknown) => log.error({ err: markError, buildId }, 'cannot mark build failed'),
    );
  }

  return {
    start(staff) {
      // Checked and set with no await in between, so two simultaneous requests share one build.
      if (current) return current.row;
      const row = ctx.db.transaction(async (tx) => {
        const build = await insertBuild(tx, staff.id);
        await recordAudit(tx, staff, {
          action: 'create',
          entityType: 'staticSite',
          entityId: build.id,
          entityLabel: 'Static site build',
          after: { status: build.status },
        });
        return build;
      });
      const finished = row
        .then((build) => run(build.id))
        .catch(() => undefined) // the caller of start() gets the insert's error
        .finally(() => {
          current = null;
        });
      current = { row, finished };
      return row;
    },
    idle: () => current?.finished ?? Promise.resolve(),
  };
}
