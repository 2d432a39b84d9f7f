// "Load a book with the caller's access to it": the live package and what this user may do with it
// (own, trial, expired trial, nothing), in one place for every call that needs both.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { entitlements } from '../../db/schema/index.js';
import { accessTo, type Access } from './entitlements.js';
import { findLivePackage, type PackageRow } from './packages.queries.js';

export interface BookWithAccess {
  book: PackageRow;
  access: Access;
}

/**
 * Undefined when the package does not exist or is not live, or is archived and the user does not
 * hold it (an archived book is kept for its holders only, decision 057).
 */
export async function loadBookWithAccess(
  db: Db,
  userId: string,
  packageId: string,
): Promise<BookWithAccess | undefined> {
  const book = await findLivePackage(db, packageId);
  if (!book) return undefined;
  const [entitlement] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.packageId, packageId)));
  if (book.archivedAt && !entitlement) return undefined;
  return { book, access: accessTo(book, entitlement) };
}
