import type { Database, Db } from '../db';
import type { TokenService } from '../auth/token';
import type { Hub } from '../live/hub';
import type { Metrics } from '../ops/metrics';
import type { ChannelKeys } from '../auth/channel';
import type { ImageStore } from '../storage';
import type { PrintQueue } from '../print/queue';

export interface AppConfig {
  dataDir: string;
  uploadsDir: string;
  distDir: string | null;
}

/** What every route gets: the database, the token service, the socket hub and the configuration. */
export interface AppContext {
  database: Database;
  db: Db;
  tokens: TokenService;
  hub: Hub;
  metrics: Metrics;
  /** Customer-channel keys (X-Channel-Key). */
  channel: ChannelKeys;
  /** Where uploaded images live: local files, the shared PostgreSQL or an S3 bucket (server/storage). */
  images: ImageStore;
  /** The network printers' queue (issue 26): kick it after a write that queued tickets. */
  prints: PrintQueue;
  config: AppConfig;
}
