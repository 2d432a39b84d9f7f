// Builds the Fastify app (no listen): plugins, then one encapsulated plugin per feature module.
// Tests call buildApp with a fresh database and use inject() or real HTTP.
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '@bandbook/domain';
import type { Config } from './config.js';
import { adminRoutes } from './admin/admin-routes.js';
import { createAppContext } from './context.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import { startJobQueue } from './jobs/job-queue.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { registerCodeGenerationWorker } from './admin/coupon-lists/code-generation.js';
import { registerExportWorker } from './admin/exports/exports.service.js';
import { startWebhookDelivery } from './webhooks/dispatcher.js';
import { catalogueRoutes, showcaseRoutes } from './modules/catalogue/catalogue.routes.js';
import { bookPageId, homePreloads } from './modules/catalogue/dashboard.service.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { progressRoutes } from './modules/progress/progress.routes.js';
import { practiceRoutes } from './modules/practice/practice.routes.js';
import { soundCheckLaunchRoutes } from './modules/soundcheck-launch/soundcheck-launch.routes.js';
import { configRoutes } from './modules/config/config.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { socialRoutes } from './modules/social/social.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { personalDataRoutes } from './modules/personal-data/personal-data.routes.js';
import { localUploadRoutes } from './modules/uploads/local-upload.routes.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerInputRule } from './plugins/input-rule.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { registerCompression } from './plugins/compression.js';
import { registerSecurity } from './plugins/security.js';
import { loggerOptions } from './plugins/logger.js';
import { registerMetrics } from './plugins/metrics.js';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './plugins/request-id.js';
import { registerSpa } from './plugins/spa.js';
import { serializerCompiler } from './plugins/serializer.js';
import { closeRedis, openRedis } from './shared-state/redis.js';
import { openChangeFeed, type ChangeFeed, type WriteMarker } from './shared-state/change-feed.js';
import type { AdminRouteEntry } from './admin/shared/staff-guard.js';
import { APP_VERSION } from './version.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Begins a graceful shutdown: readiness answers 503 and connections are not kept alive. */
    startDraining: () => void;
    /** What the database tells this process of committed changes (decision 024). */
    changeFeed: ChangeFeed;
  }
  interface FastifyRequest {
    /**
     * Set by a route whose write told its own marker in its transaction (ChangeFeed.marker): once
     * heard, the answer need not sync() again.
     */
    writeMarker: WriteMarker | undefined;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Defaults to SMTP when configured, else the outbox table. */
  mailer?: Mailer;
  /** Where the built SPA is; defaults to apps/web/dist. */
  webDist?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

/** Fastify's types take a hop count only as a function: trust the nearest `hops` addresses. */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 4 * 1024 * 1024,
    // The id is read from X-Request-Id by requestIdOf, which checks it first (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A URL the router cannot decode or a path parameter past its length limit is answered before any
    // hook runs; give those the error format of every other 4xx too. They skip the onSend hook
    // below, so they name their request themselves.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      void reply
        .status(error.statusCode ?? 400)
        .header(REQUEST_ID_HEADER, request.id)
        .send({ message: MESSAGES.badUrl, requestId: request.id });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const changes = await openChangeFeed(database, {
    warn: (reason) => app.log.warn(reason),
  });
  app.addHook('onClose', () => changes.close());
  app.decorate('changeFeed', changes);
  const ctx = createAppContext(config, database, options.mailer, changes);
  app.addHook('onClose', async () => ctx.mailer.close());
  if (config.redisUrl) {
    const redis = await openRedis(config.redisUrl, {
      onError: (error) => app.log.warn({ reason: error.message }, 'redis connection'),
    });
    ctx.redis = redis;
    app.addHook('onClose', () => closeRedis(redis));
  }
  const jobs = await startJobQueue({
    sql: database.sql,
    config: config.jobs,
    onError: (error) => app.log.error({ err: error }, 'background jobs'),
  });
  app.addHook('onClose', () => jobs.stop());
  await registerExportWorker(ctx, jobs);
  await registerCodeGenerationWorker(ctx, jobs);
  const webhooks = await startWebhookDelivery(ctx, jobs, database.sql, (error) =>
    app.log.error({ err: error }, 'webhook deliveries'),
  );
  app.addHook('preClose', () => webhooks.stop());

  registerErrorHandler(app);
  registerMetrics(app, {
    token: config.metricsToken,
    jobs,
    poolStats: database.poolStats,
    onCollectError: (part, error) => app.log.warn({ reason: error.message }, `metrics: ${part}`),
  });
  registerInputRule(app);
  registerSecurity(app, config);
  await registerRateLimits(
    app,
    config.rateLimits,
    ctx.redis && { client: ctx.redis, prefix: config.redisPrefix },
  );
  await app.register(cookie, { secret: config.jwtSecret });
  if (config.apiDocs) await registerOpenApi(app, APP_VERSION);
  registerAuthentication(app, ctx.viewers, ctx.jwt);
  app.decorateRequest('writeMarker', undefined);
  // Shutting down (server.ts): first a drain, while readiness says no and every answer says
  // `Connection: close`, so clients and proxies stop reusing connections to this process; then
  // close() stops accepting, ends the connections left idle and lets busy ones finish.
  app.decorate('startDraining', () => {
    ctx.lifecycle.draining = true;
  });
  app.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
  });

  // One hook for every answer (each hook costs a little on the smallest reads), with a callback: a
  // read has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const answer =
      reply.statusCode >= 400
        ? withRequestId(payload, reply.getHeader('content-type'), request.id)
        : payload;
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
    // API answers must never be cached by the browser or a proxy.
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.header('Cache-Control', 'no-store');
    }
    // A write's answer waits until this process has heard of it: the writer's next read is never
    // older than the write (decision 024).
    if (!READ_METHODS.has(request.method) && !request.writeMarker?.wasHeard) {
      ctx.changes.sync().then(
        () => done(null, answer),
        (error: unknown) => done(error as Error),
      );
      return;
    }
    done(null, answer);
  });

  app.decorate('adminRouteTable', [] as AdminRouteEntry[]);
  // The API's answers go out compressed (plugins/compression.ts). Media, uploads and the web app's
  // files are sent as they are: binary files, byte ranges, and the app's files precompressed at build.
  await app.register(async (api) => {
    await registerCompression(api);
    await api.register(async (scope) => configRoutes(scope, ctx, APP_VERSION));
    await api.register(async (scope) => authRoutes(scope, ctx));
    await api.register(async (scope) => usersRoutes(scope, ctx));
    await api.register(async (scope) => personalDataRoutes(scope, ctx));
    await api.register(async (scope) => socialRoutes(scope, ctx));
    await api.register(async (scope) => showcaseRoutes(scope, ctx));
    await api.register(async (scope) => catalogueRoutes(scope, ctx));
    await api.register(async (scope) => couponsRoutes(scope, ctx));
    await api.register(async (scope) => progressRoutes(scope, ctx));
    await api.register(async (scope) => practiceRoutes(scope, ctx));
    await api.register(async (scope) => soundCheckLaunchRoutes(scope, ctx));
    await api.register(async (scope) => adminRoutes(scope, ctx, jobs));
    if (!config.isProduction && (config.demo || config.nodeEnv === 'development')) {
      await api.register(async (scope) => devRoutes(scope, ctx));
    }
  });
  await app.register(async (scope) => mediaRoutes(scope, ctx));
  await app.register(async (scope) => localUploadRoutes(scope, ctx));
  await app.register(async (scope) =>
    registerSpa(scope, options.webDist ?? defaultWebDist, {
      homePreloads: () => homePreloads(ctx),
      bookPageId: (slug) => bookPageId(ctx, slug),
    }),
  );
  return app;
}
