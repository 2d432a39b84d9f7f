// What `npm start` prints once the server listens: the URL, the mode and the demo accounts.
import type { Config } from './config.js';
import type { SeedReport } from './seed/seed.js';

export function printBanner(config: Config, seeded: SeedReport, startMs: number) {
  const lines = [
    '',
    `  Bandbook is running at ${config.publicUrl}  (started in ${(startMs / 1000).toFixed(1)} s)`,
    `  API docs: ${config.apiDocs ? `${config.publicUrl}/api/docs` : 'off (API_DOCS)'}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  Listening on ${config.host}:${config.port}${config.host === 'localhost' ? ' (this machine only; set HOST=0.0.0.0 to open it)' : ''}`,
    `  API processes: ${config.webConcurrency}${config.webConcurrency > 1 ? ' (WEB_CONCURRENCY)' : ''}; shared counters: ${config.redisUrl ? 'Redis (REDIS_URL)' : 'in memory, per process'}`,
  ];
  if (config.webConcurrencyIgnored) {
    lines.push(
      `  WEB_CONCURRENCY=${config.webConcurrencyIgnored} ignored: the embedded database belongs to one process.`,
      '  Set DATABASE_URL (PostgreSQL) to run several API processes.',
    );
  }
  if (config.isProduction && config.trustProxy === false) {
    lines.push(
      '  TRUST_PROXY is not set: X-Forwarded-* headers are ignored (client address = the socket) and',
      '  the http -> https redirect is left to the proxy. Set it to the proxy hop count or addresses.',
    );
  }
  if (config.demo) {
    lines.push(`  Demo mode: emails at ${config.publicUrl}/dev/outbox`, '', '  Demo accounts:');
    for (const a of seeded.demoAccounts) {
      lines.push(
        `    ${a.role.padEnd(11)} username ${a.username.padEnd(8)} password ${a.password.padEnd(11)} ${a.note}`,
      );
    }
    if (seeded.demoCodes.length) {
      lines.push('', '  Demo book codes (enter them at /enter-code):');
      for (const c of seeded.demoCodes) {
        const uses = c.remainingUses === 1 ? '1 use' : `${c.remainingUses} uses`;
        lines.push(`    ${c.code}  ${c.bookTitle} (${uses} left)`);
      }
    }
    if (seeded.demoContent?.generated) {
      lines.push(
        '',
        `  Demo content: ${seeded.demoContent.books} books generated in ${seeded.demoContent.seconds.toFixed(1)} s`,
      );
    }
  }
  lines.push('');
  console.log(lines.join('\n'));
}
