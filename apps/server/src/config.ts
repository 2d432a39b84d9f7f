// Long because: every setting of the environment is read and validated here, in one schema.
// Configuration from the environment, validated once at start; a bad value stops the process
// with a message naming the variable.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { StorageConfig } from './storage/create-storage.js';

export interface OidcProviderConfig {
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  isProduction: boolean;
  port: number;
  /** localhost (both loopbacks) outside production unless HOST says otherwise: dev tools stay local. */
  host: string;
  /** Which proxies' X-Forwarded-* headers are believed: none (false), a hop count or addresses/CIDRs. */
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seconds to keep retrying an unreachable PostgreSQL server at start before giving up. */
  databaseStartTimeout: number;
  /** Connections each API process may hold open to PostgreSQL (the job queue shares them). */
  databasePoolSize: number;
  publicUrl: string;
  /** MEDIA_ORIGIN: another host name serving /media, so no user file is ever opened in the app's origin. */
  mediaOrigin: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demo: boolean;
  rateLimits: boolean;
  oidcProviders: OidcProviderConfig[];
  logLevel: string;
  /** Where files are kept: DATA_DIR/storage or an S3 bucket (decision 014). */
  storage: StorageConfig;
  /** Background jobs (pg-boss on the same database, decision 020). */
  jobs: JobsConfig;
  /** Redis for counters shared by every process (rate limits, login backoff); memory without it. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /**
   * API processes to run (WEB_CONCURRENCY, default: the number of cores). Only with PostgreSQL: the
   * embedded database belongs to one process, so without DATABASE_URL this is always 1.
   */
  webConcurrency: number;
  /** What WEB_CONCURRENCY asked for when the embedded database made it 1 (the banner says so). */
  webConcurrencyIgnored: number | undefined;
  /** Seconds a SIGTERM waits for in-flight requests and jobs before the process exits anyway. */
  shutdownTimeout: number;
  /**
   * Seconds between SIGTERM and closing the listener, while readiness answers 503 and answers close
   * their connections, so a load balancer stops sending and kept-alive connections end cleanly.
   */
  shutdownDrain: number;
  /** API_DOCS: the OpenAPI document and its page at /api/docs; off by default in production. */
  apiDocs: boolean;
  /**
   * METRICS_TOKEN: the bearer token Prometheus sends to GET /metrics; without it there is no
   * /metrics route at all (404).
   */
  metricsToken: string | undefined;
  /** Webhook deliveries (decision 064). */
  webhooks: WebhooksConfig;
}

export interface WebhooksConfig {
  /**
   * WEBHOOK_PRIVATE_URLS: endpoints on private, loopback or link-local addresses are taken. Off in
   * production (a staff member must not make the server call into its own network), on elsewhere.
   */
  allowPrivateUrls: boolean;
  /** Attempts of one delivery before it is failed (WEBHOOK_ATTEMPTS). */
  attempts: number;
  /** The wait after the first failed attempt, doubled after each next one (WEBHOOK_RETRY_SECONDS). */
  retrySeconds: number;
  /** How long an attempt waits for the endpoint's answer (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** How often due deliveries without a job are looked for (WEBHOOK_SWEEP_SECONDS). */
  sweepSeconds: number;
}

export interface JobsConfig {
  /** Whether this process runs job workers (JOB_WORKERS=off keeps a process to the API). */
  workers: boolean;
  /** A job still active after this long is taken as abandoned (its process died) and run again. */
  expireSeconds: number;
  /** How often expired jobs are looked for. */
  maintenanceSeconds: number;
  /** How often an idle worker asks for work. */
  pollSeconds: number;
}

export class ConfigError extends Error {}

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: z.string().default(''),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_START_TIMEOUT: z.coerce.number().int().min(1).default(60),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  PUBLIC_URL: z.url().optional(),
  MEDIA_ORIGIN: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Bandbook <no-reply@bandbook.local>'),
  DEMO: booleanFlag.optional(),
  RATE_LIMITS: booleanFlag.optional(),
  OIDC_PROVIDERS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_ACL: booleanFlag.optional(),
  JOB_WORKERS: booleanFlag.optional(),
  JOB_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(600),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('bandbook:'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(25),
  SHUTDOWN_DRAIN: z.coerce.number().min(0).max(600).default(1),
  API_DOCS: booleanFlag.optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,256}$/, 'must be 24-256 printable characters without spaces')
    .optional(),
  WEBHOOK_PRIVATE_URLS: booleanFlag.optional(),
  WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(60).default(10),
  WEBHOOK_SWEEP_SECONDS: z.coerce.number().min(0.1).max(300).default(2),
});

/** STORAGE_DRIVER=s3 needs a bucket; keys come in pairs or not at all (then the SDK's own chain). */
function readStorage(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3');
  const [accessKeyId, secretAccessKey] = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: e.S3_PUBLIC_URL,
    acl: e.S3_ACL ?? true,
  };
}

/** MEDIA_ORIGIN: an origin alone (scheme, host, port), on another host name than PUBLIC_URL. */
function readMediaOrigin(value: string | undefined, publicUrl: string): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new ConfigError(
      'Invalid configuration: MEDIA_ORIGIN must be an origin alone, like https://media.example.com',
    );
  }
  if (url.hostname === new URL(publicUrl).hostname) {
    throw new ConfigError(
      'Invalid configuration: MEDIA_ORIGIN must have another host name than PUBLIC_URL',
    );
  }
  return url.origin;
}

/** Names proxy-addr understands besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', bits, extra] = value.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: empty or 'off' trusts nobody (the socket's address is the client's); a number trusts
 * that many hops; otherwise a comma-separated list of proxy addresses, CIDR ranges or range names.
 * 'true' (trust any sender of X-Forwarded-For) is refused: it lets every client choose its address.
 */
function readTrustProxy(value: string): false | number | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || ['off', 'false', 'no', '0'].includes(trimmed)) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be a hop count or a list of proxy addresses or CIDR ranges (got '${bad ?? trimmed}')`,
    );
  }
  return entries;
}

function readOidcProviders(ids: string, env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => {
      const key = id.toUpperCase().replace(/[^A-Z0-9]/g, '_');
      const read = (name: string) => {
        const value = env[`OIDC_${key}_${name}`];
        if (!value) throw new ConfigError(`OIDC_${key}_${name} is required for provider '${id}'`);
        return value;
      };
      return {
        id,
        label: env[`OIDC_${key}_LABEL`] ?? id.charAt(0).toUpperCase() + id.slice(1),
        issuer: read('ISSUER'),
        clientId: read('CLIENT_ID'),
        clientSecret: read('CLIENT_SECRET'),
      };
    });
}

/** Outside production the secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) throw new ConfigError('JWT_SECRET is required in production');
  if (isProduction && !e.PUBLIC_URL) throw new ConfigError('PUBLIC_URL is required in production');
  const dataDir = resolve(e.DATA_DIR);
  const processes = e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? availableParallelism() : 1);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : 'localhost'),
    trustProxy: readTrustProxy(e.TRUST_PROXY),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseStartTimeout: e.DATABASE_START_TIMEOUT,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mediaOrigin: readMediaOrigin(e.MEDIA_ORIGIN, e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demo: isProduction ? false : (e.DEMO ?? true),
    rateLimits: isProduction ? true : (e.RATE_LIMITS ?? true),
    oidcProviders: readOidcProviders(e.OIDC_PROVIDERS, env),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    storage: readStorage(e),
    jobs: {
      workers: e.JOB_WORKERS ?? true,
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
      pollSeconds: e.JOB_POLL_SECONDS,
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webConcurrency: e.DATABASE_URL ? processes : 1,
    webConcurrencyIgnored: !e.DATABASE_URL && processes > 1 ? processes : undefined,
    shutdownTimeout: e.SHUTDOWN_TIMEOUT,
    shutdownDrain: Math.min(e.SHUTDOWN_DRAIN, e.SHUTDOWN_TIMEOUT),
    // The API's map helps attackers more than users in production: shown there only when asked for.
    apiDocs: e.API_DOCS ?? !isProduction,
    metricsToken: e.METRICS_TOKEN,
    webhooks: {
      allowPrivateUrls: e.WEBHOOK_PRIVATE_URLS ?? !isProduction,
      attempts: e.WEBHOOK_ATTEMPTS,
      retrySeconds: e.WEBHOOK_RETRY_SECONDS,
      timeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS,
      sweepSeconds: e.WEBHOOK_SWEEP_SECONDS,
    },
  };
}
