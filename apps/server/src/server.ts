// Starts Bandbook: configuration, database (migrate, seed), app, listen; prints the URL and the demo
// accounts; shuts down gracefully on SIGINT/SIGTERM.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createAppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './seed/seed.js';
import { printBanner } from './banner.js';

async function main() {
  const started = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Bandbook cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => console.error(`database connection lost: ${error.message}`),
  });
  await migrateDatabase(database);
  const seeded = await seedDatabase(createAppContext(config, database), (msg) =>
    console.log(`  ${msg}`),
  );
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
