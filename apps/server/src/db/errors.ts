// Recognises PostgreSQL errors through Drizzle's wrapper (the driver error is the `cause`): unique
// violations for field messages, and an unreachable database, which is answered 503 instead of 500.
interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
  errors?: unknown;
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

/** The SQLSTATE of a PostgreSQL error (a function's own RAISE included), if that is what failed. */
export function sqlState(error: unknown): string | undefined {
  return pgError(error)?.code;
}

/** Socket errors meaning the database host cannot be reached or dropped the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Server shutting down, crashed or still starting (class 08, connection exceptions, is checked apart). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** What pg and pg-pool say when a connection dies or never finishes its handshake; they set no code. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
]);

/** The error and its causes, and the attempts inside an AggregateError (one per address tried). */
function errorChain(error: unknown): PgErrorLike[] {
  const chain: PgErrorLike[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 8) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    const candidate = current as PgErrorLike;
    if (chain.includes(candidate)) continue;
    chain.push(candidate);
    queue.push(candidate.cause);
    if (Array.isArray(candidate.errors)) queue.push(...(candidate.errors as unknown[]));
  }
  return chain;
}

function isUnreachable(error: PgErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    SOCKET_CODES.has(code) ||
    UNAVAILABLE_SQLSTATES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    DRIVER_MESSAGES.has(error.message ?? '')
  );
}

/** True when a query failed because the database cannot be reached, not because of the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(isUnreachable);
}

/**
 * A one-line reason for logs and start messages: the driver's own words rather than Drizzle's
 * "Failed query: ... params: ...", which would print the statement and its parameters.
 */
export function databaseErrorReason(error: unknown): string {
  const chain = errorChain(error);
  const described = chain.filter((e) => e.message);
  // The innermost message is the driver's; an AggregateError has none of its own, only a code.
  const cause =
    described.find(isUnreachable) ?? described.at(-1) ?? chain.find(isUnreachable) ?? chain[0];
  const text = cause?.message || cause?.code || String(error);
  return text.split('\n')[0]!.trim();
}
