// Security headers (helmet with a strict CSP: no inline script) and, in production behind a trusted
// proxy, http -> https.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { storageOrigins } from '../storage/create-storage.js';

export function registerSecurity(app: FastifyInstance, config: Config) {
  // With S3 storage the browser uploads to the bucket and media redirect there (decision 014); with
  // MEDIA_ORIGIN, /media answers from that origin (decision 051).
  const storage = [
    ...storageOrigins(config.storage),
    ...(config.mediaOrigin ? [config.mediaOrigin] : []),
  ];
  // Built once: @fastify/helmet builds the middleware again on every request, which parsed the
  // CSP afresh each time (about 7 % of a small read's cost under load, decision 024).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The SoundCheck player's time-stretcher is WebAssembly; compiling it needs wasm-unsafe-eval
        // (it allows WebAssembly only, not eval).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine and the PDF viewer set style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
        mediaSrc: ["'self'", 'blob:', 'data:', ...storage],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storage],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet's headers do not depend on the request: read them once, and give every answer that
  // list (on a small read, helmet's eleven middlewares and their raw setHeader calls were about 5 %
  // of the time; decision 068).
  const securityHeaders = headersSetBy(setSecurityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  // The scheme the user typed is known only from a proxy we trust (X-Forwarded-Proto); without one
  // every request looks like http and redirecting would loop. The target is always PUBLIC_URL,
  // never a client-sent Host or X-Forwarded-Host. Health probes are answered over http: load
  // balancers and orchestrators call the process itself, not the public https address.
  if (config.isProduction && config.trustProxy !== false && config.publicUrl.startsWith('https:')) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'http' && !HEALTH_PROBES.has(request.url)) {
        return reply.redirect(`${config.publicUrl}${request.url}`, 301);
      }
    });
  }
}

/** The headers a helmet middleware sets on a response (it reads nothing of the request). */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    finished = true;
    failure = error;
  });
  if (!finished || failure) throw new Error(`helmet did not set its headers: ${String(failure)}`);
  return headers;
}

/** Liveness, readiness and the Prometheus scrape (plugins/metrics.ts): never redirected to https. */
const HEALTH_PROBES = new Set(['/api/health', '/api/health/ready', '/metrics']);
