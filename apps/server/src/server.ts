// Starts Bandbook: configuration, database (wait for it, migrate, seed), app, listen; prints the URL
// and the demo accounts; shuts down gracefully on SIGINT/SIGTERM. With PostgreSQL and
// WEB_CONCURRENCY > 1 this process prepares the database and runs that many API processes
// (cluster.ts); each of them builds the app and serves.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { isClusterWorker, startWorkers } from './cluster.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createAppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { describeDatabaseUrl, redact } from './db/database-address.js';
import { databaseErrorReason, isDatabaseUnavailable } from './db/errors.js';
import { migrateDatabase } from './db/migrate.js';
import { DatabaseStartError, waitForDatabase } from './db/wait-for-database.js';
import { seedDatabase, type SeedReport } from './seed/seed.js';
import { RedisUnavailableError } from './shared-state/redis.js';
import { printBanner } from './banner.js';

/** A start failure the operator can act on: one line on stderr, no stack trace. */
function cannotStart(message: string): never {
  console.error(`Bandbook cannot start: ${message}`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) cannotStart(error.message);
    throw error;
  }
}

async function open(config: Config): Promise<Database> {
  const target = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : undefined;
  return openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onIdleError: (error) =>
      console.error(
        `database connection lost: ${redact(databaseErrorReason(error), target?.secrets ?? [])}`,
      ),
  });
}

/** Waits for PostgreSQL, migrates and seeds: once per start, before any request is served. */
async function prepare(config: Config, database: Database): Promise<SeedReport> {
  const target = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : undefined;
  try {
    // A PostgreSQL server started alongside (compose, a reboot) may come up after us: wait for it.
    if (target) {
      await waitForDatabase({
        ping: database.ping,
        address: target.address,
        secrets: target.secrets,
        timeoutMs: config.databaseStartTimeout * 1000,
        log: (line) => console.error(line),
      });
    }
    await migrateDatabase(database);
    return await seedDatabase(createAppContext(config, database), (msg) => console.log(`  ${msg}`));
  } catch (error) {
    if (error instanceof DatabaseStartError) cannotStart(error.message);
    if (target && isDatabaseUnavailable(error)) {
      const reason = redact(databaseErrorReason(error), target.secrets);
      cannotStart(`the database at ${target.address} was lost while starting (${reason})`);
    }
    throw error;
  }
}

/**
 * Builds the app and listens. SIGTERM/SIGINT first drain for SHUTDOWN_DRAIN seconds (readiness 503,
 * answers close their connections), then stop accepting connections, let in-flight requests and
 * background jobs finish (all within SHUTDOWN_TIMEOUT), close the pool and exit 0.
 */
async function serve(config: Config, database: Database) {
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database });
  } catch (error) {
    if (error instanceof RedisUnavailableError) cannotStart(error.message);
    throw error;
  }
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining, then finishing in-flight requests and jobs, then closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown timeout: exiting with work still running');
      process.exit(1);
    }, config.shutdownTimeout * 1000).unref();
    app.startDraining();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrain * 1000));
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return app;
}

async function main() {
  const started = performance.now();
  const config = readConfig();
  if (isClusterWorker()) {
    await serve(config, await open(config));
    return;
  }
  const database = await open(config);
  const seeded = await prepare(config, database);
  if (config.webConcurrency > 1) {
    // The workers open their own pools; this process only supervises them.
    await database.close();
    await startWorkers({
      workers: config.webConcurrency,
      shutdownTimeoutMs: config.shutdownTimeout * 1000,
      log: (line) => console.log(line),
    });
  } else {
    await serve(config, database);
  }
  printBanner(config, seeded, performance.now() - started);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
