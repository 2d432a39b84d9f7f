// The benchmark's ceiling: bare Fastify answering, from memory, the same JSON the learner reads answer
// (written by api.bench.ts to CEILING_DIR as <name>.json), on CEILING_PROCESSES processes sharing
// PORT like the API's cluster. No database, no authentication, no schema: what the machine can do.
import cluster from 'node:cluster';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';

const processes = Number(process.env.CEILING_PROCESSES ?? 1);
if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const dir = process.env.CEILING_DIR!;
  const app = Fastify({ logger: false });
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const body: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    app.get(`/ceiling/${file.slice(0, -'.json'.length)}`, () => body);
  }
  app.get('/api/health', () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
