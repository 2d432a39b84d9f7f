// Recognises PostgreSQL errors through Drizzle's wrapper (the driver error is the `cause`).
interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The name of the unique constraint (or index) a write violated, if that is what failed. */
export function uniqueViolation(error: unknown): string | undefined {
  const pg = pgError(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : undefined;
}
