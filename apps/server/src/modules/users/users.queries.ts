// Lookups of accounts by id, login identity, username or email (case-insensitive).
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from './users.presenter.js';

const lower = (value: string) => value.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)}`);
  return row;
}

/** Login accepts a username or an email. */
export async function findUserByIdentity(db: Db, identity: string): Promise<UserRow | undefined> {
  const value = lower(identity);
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${value} or lower(${users.email}) = ${value}`)
    .limit(1);
  return row;
}

async function isTaken(db: Db, condition: SQL, exceptUserId?: string): Promise<boolean> {
  const where = exceptUserId ? and(condition, ne(users.id, exceptUserId)) : condition;
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

export const isUsernameTaken = (db: Db, username: string, exceptUserId?: string) =>
  isTaken(db, sql`lower(${users.username}) = ${lower(username)}`, exceptUserId);

export const isEmailTaken = (db: Db, email: string, exceptUserId?: string) =>
  isTaken(db, sql`lower(${users.email}) = ${lower(email)}`, exceptUserId);
