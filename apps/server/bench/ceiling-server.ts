// The benchmark's ceiling: bare Fastify answering, from memory, the same JSON the learner reads answer
// (written by api.bench.ts to CEILING_DIR as <name>.json), on CEILING_PROCESSES processes sharing
// PORT like the API's cluster. No database, no authentication, no schema: what the machine can do.
// Each answer is served plain at /ceiling/<name> and compressed at /ceiling-compressed/<name>.
import cluster from 'node:cluster';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { registerCompression } from '../src/plugins/compression.js';

const processes = Number(process.env.CEILING_PROCESSES ?? 1);
if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i++) cluster.fork();
  // Exit once every worker has: a worker closing its server still talks to the primary.
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
} else {
  const dir = process.env.CEILING_DIR!;
  const app = Fastify({ logger: false });
  const answers = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((file) => ({
      name: file.slice(0, -'.json'.length),
      body: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
    }));
  for (const { name, body } of answers) app.get(`/ceiling/${name}`, () => body);
  // The same answers compressed per request by the API's own compression plugin and settings.
  await app.register(async (scope) => {
    await registerCompression(scope);
    for (const { name, body } of answers) scope.get(`/ceiling-compressed/${name}`, () => body);
  });
  app.get('/api/health', () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
