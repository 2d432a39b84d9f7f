// Starts Bandbook: configuration, database (wait for it, migrate, seed), app, listen; prints the URL
// and the demo accounts; shuts down gracefully on SIGINT/SIGTERM.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createAppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { describeDatabaseUrl, redact } from './db/database-address.js';
import { databaseErrorReason, isDatabaseUnavailable } from './db/errors.js';
import { migrateDatabase } from './db/migrate.js';
import { DatabaseStartError, waitForDatabase } from './db/wait-for-database.js';
import { seedDatabase } from './seed/seed.js';
import { printBanner } from './banner.js';

/** A start failure the operator can act on: one line on stderr, no stack trace. */
function cannotStart(message: string): never {
  console.error(`Bandbook cannot start: ${message}`);
  process.exit(1);
}

async function main() {
  const started = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) cannotStart(error.message);
    throw error;
  }
  const target = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      console.error(
        `database connection lost: ${redact(databaseErrorReason(error), target?.secrets ?? [])}`,
      ),
  });
  let seeded: Awaited<ReturnType<typeof seedDatabase>>;
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
    seeded = await seedDatabase(createAppContext(config, database), (msg) =>
      console.log(`  ${msg}`),
    );
  } catch (error) {
    if (error instanceof DatabaseStartError) cannotStart(error.message);
    if (target && isDatabaseUnavailable(error)) {
      const reason = redact(databaseErrorReason(error), target.secrets);
      cannotStart(`the database at ${target.address} was lost while starting (${reason})`);
    }
    throw error;
  }
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  printBanner(config, seeded, performance.now() - started);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
