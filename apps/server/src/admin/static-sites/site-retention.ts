// Retention of static-site builds (decision 053): once a build is done, every finished build
// started before it (done or failed) is superseded: its pages are deleted from storage and its row
// removed. The newest successful build stays, and a failed build newer than it stays until the next
// success.
import { rm } from 'node:fs/promises';
import type { AppContext } from '../../context.js';
import { siteFolder } from './build-site.js';
import { deleteBuild, findNewestDoneBuild, selectBuildsBefore } from './static-sites.queries.js';

/** Removes the builds the newest done build supersedes; returns how many. */
export async function removeSupersededBuilds(ctx: AppContext): Promise<number> {
  const newest = await findNewestDoneBuild(ctx.db);
  if (!newest) return 0;
  const superseded = await selectBuildsBefore(ctx.db, newest);
  for (const build of superseded) {
    for (const key of build.pageKeys) await ctx.storage.delete(key);
    // On this machine's disk the folders stay behind once their files are gone (and builds made
    // before their keys were recorded left files no list names): the build's folder goes whole.
    const folder = ctx.storage.pathOf(siteFolder(build.id).slice(0, -1));
    if (folder) await rm(folder, { recursive: true, force: true });
    // The row goes last: a retention cut short finds the build again next time.
    await deleteBuild(ctx.db, build.id);
  }
  return superseded.length;
}
