// What every module needs from the outside world: configuration, database, mail and token signing.
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createJwtService, type JwtService } from './security/jwt.js';
import { createMediaSigner, type MediaSigner } from './storage/media-urls.js';
import { createStorage } from './storage/create-storage.js';
import type { Storage } from './storage/storage.js';
import type { Redis } from './shared-state/redis.js';
import { offlineChangeFeed, type ChangeFeed } from './shared-state/change-feed.js';
import { createViewerCache, type ViewerCache } from './shared-state/viewer-cache.js';

export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  jwt: JwtService;
  storage: Storage;
  media: MediaSigner;
  databaseKind: Database['kind'];
  ping(): Promise<void>;
  /** Counters every API process shares (REDIS_URL); undefined: this process counts alone. */
  redis?: Redis | undefined;
  /** Committed changes, told by the database (buildApp opens it; offline elsewhere). */
  changes: ChangeFeed;
  /** Users as learner reads need them, kept while `changes` is live. */
  viewers: ViewerCache;
  /** Set when SIGTERM came: readiness says no, answers close their connection (server.ts). */
  lifecycle: { draining: boolean };
}

/** SMTP when configured; outside production every message is also kept in the outbox table. */
export function createAppContext(
  config: Config,
  database: Database,
  mailer?: Mailer,
  changes: ChangeFeed = offlineChangeFeed(),
): AppContext {
  return {
    config,
    db: database.db,
    mailer:
      mailer ??
      createMailer({
        db: database.db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        keepInOutbox: !config.isProduction,
      }),
    jwt: createJwtService(config.jwtSecret),
    storage: createStorage(config.storage, config.dataDir, config.jwtSecret),
    media: createMediaSigner(config.jwtSecret),
    databaseKind: database.kind,
    ping: database.ping,
    changes,
    viewers: createViewerCache(database.db, changes),
    lifecycle: { draining: false },
  };
}
