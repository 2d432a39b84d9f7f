// At start, waits until the database answers: one line per failed attempt, pauses that double up to
// a cap, and a bounded total time, so a database that starts a little later is simply waited for.
import { databaseErrorReason, isDatabaseUnavailable } from './errors.js';
import { redact } from './database-address.js';

/** Why the server cannot start; the message is one printable line without credentials. */
export class DatabaseStartError extends Error {}

export interface WaitForDatabaseOptions {
  ping: () => Promise<void>;
  /** host:port, as printed. */
  address: string;
  /** Text never to print (the password); replaced in every line and in the error. */
  secrets?: readonly string[];
  /** Gives up after this long in total, a slow attempt included. */
  timeoutMs: number;
  /** Told one line per failed attempt. */
  log: (line: string) => void;
  firstPauseMs?: number;
  maxPauseMs?: number;
}

class AttemptTimedOut extends Error {}

const MIN_ATTEMPT_MS = 250;

/** The ping, or an AttemptTimedOut once `ms` have passed; the timer never keeps the process alive. */
async function withinTime(ping: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AttemptTimedOut()), ms);
    timer.unref();
  });
  try {
    await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Resolves once a ping succeeds; throws DatabaseStartError when time is up or retrying is pointless. */
export async function waitForDatabase(options: WaitForDatabaseOptions): Promise<void> {
  const { address, secrets = [], log } = options;
  const maxPauseMs = options.maxPauseMs ?? 5_000;
  const deadline = Date.now() + options.timeoutMs;
  let pauseMs = options.firstPauseMs ?? 500;
  for (;;) {
    const attemptMs = Math.max(deadline - Date.now(), 1);
    let reason: string;
    try {
      await withinTime(options.ping(), attemptMs);
      return;
    } catch (error) {
      if (error instanceof AttemptTimedOut) {
        reason = `timed out: no answer within ${seconds(attemptMs)}`;
      } else if (isDatabaseUnavailable(error)) {
        reason = redact(databaseErrorReason(error), secrets);
      } else {
        // Wrong password, unknown database and the like do not heal by waiting.
        const detail = redact(databaseErrorReason(error), secrets);
        throw new DatabaseStartError(
          `the database at ${address} refused the connection (${detail})`,
        );
      }
    }
    // The last pause leaves the last attempt some time, so its reason is a real one, not "0 s".
    const remainingMs = deadline - Date.now() - MIN_ATTEMPT_MS;
    if (remainingMs <= 0) {
      throw new DatabaseStartError(`the database at ${address} cannot be reached (${reason})`);
    }
    const waitMs = Math.min(pauseMs, remainingMs);
    log(`Database at ${address} not reachable (${reason}); trying again in ${seconds(waitMs)}`);
    await sleep(waitMs);
    pauseMs = Math.min(pauseMs * 2, maxPauseMs);
  }
}
