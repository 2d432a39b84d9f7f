// GET /api/config/public (what the SPA needs before it starts), GET /api/health (liveness) and
// GET /api/health/ready (readiness: database, storage, and Redis when REDIS_URL is set).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGE_OPTIONS,
  COUNTRY_CODES,
  MUSICIAN_TYPES,
  publicConfigSchema,
  US_STATES,
  type PublicConfig,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { databaseErrorReason, isDatabaseUnavailable } from '../../db/errors.js';
import { readReferenceLists } from './reference-lists.js';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRIES = COUNTRY_CODES.map((code) => ({ code, name: countryNames.of(code) ?? code })).sort(
  (a, b) => a.name.localeCompare(b.name),
);
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

const STATIC_LINKS: PublicConfig['links'] = {
  terms: '/about-us#terms',
  privacy: '/about-us#privacy',
  cookies: '/about-us#cookies',
  contact: 'mailto:support@bandbook.example',
  social: [
    { label: 'YouTube', url: 'https://www.youtube.com/' },
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'Facebook', url: 'https://www.facebook.com/' },
  ],
};

export async function configRoutes(fastify: FastifyInstance, ctx: AppContext, version: string) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/config/public',
    {
      schema: {
        tags: ['config'],
        summary: 'Public configuration and reference lists for the SPA',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      version,
      demo: ctx.config.demo,
      appStoreUrl: 'https://apps.apple.com/app/bandbook',
      socialProviders: ctx.config.oidcProviders.map(({ id, label }) => ({ id, label })),
      ...(await readReferenceLists(ctx.db, ctx.media)),
      countries: COUNTRIES,
      usStates: US_STATES,
      ageOptions: AGE_OPTIONS,
      musicianTypes: [...MUSICIAN_TYPES],
      timeZones: TIME_ZONES,
      links: STATIC_LINKS,
    }),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['config'],
        summary: 'Liveness: this process serves requests (it asks nothing of the database)',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    () => ({ status: 'ok' as const, database: ctx.databaseKind }),
  );

  const check = z.enum(['ok', 'unreachable']);
  const parts = { database: check, storage: check, redis: check.optional() };
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['config'],
        summary:
          'Readiness: the database, the storage and Redis (when configured) answer (503 while shutting down)',
        response: {
          200: z.object({ status: z.literal('ready'), ...parts }),
          503: z.object({ status: z.literal('unavailable'), message: z.string(), ...parts }),
        },
      },
    },
    async (request, reply) => {
      const { redis } = ctx;
      const checks: { part: keyof Readiness; run: () => Promise<void> }[] = [
        { part: 'database', run: ctx.ping },
        { part: 'storage', run: () => ctx.storage.ping() },
      ];
      if (redis) checks.push({ part: 'redis', run: async () => void (await redis.ping()) });
      const states: Readiness = { database: 'ok', storage: 'ok' };
      if (ctx.lifecycle.draining) {
        for (const { part } of checks) states[part] = 'ok';
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, message: 'shutting down', ...states });
      }
      const failures = await Promise.all(checks.map(({ run }) => probe(run, READY_TIMEOUT_MS)));
      const down: string[] = [];
      for (const [i, { part }] of checks.entries()) {
        const error = failures[i];
        states[part] = error === undefined ? 'ok' : 'unreachable';
        if (error === undefined) continue;
        down.push(part);
        // An unreachable database is an outage to report, not a bug in the server.
        const reason = isDatabaseUnavailable(error)
          ? databaseErrorReason(error)
          : (error as Error).message;
        request.log.warn({ reason }, `readiness: ${part} unreachable`);
      }
      if (down.length === 0) return { status: 'ready' as const, ...states };
      return reply.status(503).send({
        status: 'unavailable' as const,
        message: `${down.join(' and ')} unreachable`,
        ...states,
      });
    },
  );
}

/** What readiness reports; `redis` only when REDIS_URL is set. */
interface Readiness {
  database: 'ok' | 'unreachable';
  storage: 'ok' | 'unreachable';
  redis?: 'ok' | 'unreachable';
}

/** How long readiness waits for each part before calling it unreachable. */
const READY_TIMEOUT_MS = 5_000;

/** Runs a check with a time limit: undefined when it passed, else what went wrong. */
async function probe(check: () => Promise<void>, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return undefined;
  } catch (error) {
    return error ?? new Error('failed');
  } finally {
    clearTimeout(timer);
  }
}
