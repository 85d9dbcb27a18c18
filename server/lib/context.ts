import type { Database, Db } from '../db';
import type { TokenService } from '../auth/token';
import type { Hub } from '../live/hub';

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
  config: AppConfig;
}
