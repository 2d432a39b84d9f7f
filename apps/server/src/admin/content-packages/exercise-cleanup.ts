// Deletes the files a committed save or delete has superseded (issue 6, decision 051): replaced
// exercise files, the uploads they were unpacked from, and the exercises of removed items that no
// other package shares. It runs after the transaction, so a failure leaves a stray file, logged.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { isMmsIdUsedElsewhere } from './content-packages.queries.js';
import { storedExerciseKeys } from './exercise-layout.js';

export interface SupersededFiles {
  /** Files no package names any more. */
  keys: string[];
  /** Exercises a package let go of: deleted when no package has their mmsId. */
  mmsIds: string[];
}

export type CleanupLog = Pick<FastifyBaseLogger, 'warn'>;

export async function deleteSuperseded(
  ctx: AppContext,
  superseded: SupersededFiles,
  log: CleanupLog,
): Promise<void> {
  const keys = new Set(superseded.keys);
  for (const mmsId of new Set(superseded.mmsIds)) {
    try {
      if (await isMmsIdUsedElsewhere(ctx.db, mmsId, null)) continue;
      for (const key of await storedExerciseKeys(ctx.storage, mmsId)) keys.add(key);
    } catch (error) {
      log.warn({ err: error, mmsId }, 'the files of a removed exercise could not be listed');
    }
  }
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'a superseded file could not be deleted');
    }
  }
}
