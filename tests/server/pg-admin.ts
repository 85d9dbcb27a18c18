import pg from 'pg';

/** The local PostgreSQL's maintenance database, where tests create and drop their own (PG_ADMIN_URL). */
export const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the same server as ADMIN_URL. */
export const pgUrlFor = (name: string): string => ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);

/** Whether this machine has the PostgreSQL the PostgreSQL-path tests use (CI does). */
export async function postgresAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
