// GET /api/config/public (what the SPA needs before it starts) and GET /api/health.
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
      ...(await readReferenceLists(ctx.db)),
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
        summary: 'Liveness: the database answers',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ctx.ping();
        return { status: 'ok' as const, database: ctx.databaseKind };
      } catch (error) {
        // An unreachable database is an outage to report, not a bug in the server.
        if (isDatabaseUnavailable(error)) {
          request.log.warn(
            { reason: databaseErrorReason(error) },
            'health check: database unavailable',
          );
        } else {
          request.log.error({ err: error }, 'health check failed');
        }
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, message: 'database unreachable' });
      }
    },
  );
}
