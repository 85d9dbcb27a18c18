import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { managers } from '../db/schema';

/**
 * Ends every session of an account at once: tokens carry the session version they were issued
 * with, and the version moves on. Open sockets re-check it (live/socket-route.ts).
 */
export async function endSessions(db: Db, managerId: number): Promise<void> {
  await db
    .update(managers)
    .set({ sessionVersion: sql`${managers.sessionVersion} + 1` })
    .where(eq(managers.managerId, managerId));
}
