import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { playInfoEditCall, playInfoListCall, type PlayInfo } from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { storePlayInfo, stores } from '../db/schema';

/* Match schedules of a stadium store (issue 5). */

const toPlay = (r: typeof storePlayInfo.$inferSelect): PlayInfo => ({
  play_id: r.playId,
  play_date: r.playDate,
  play_time: r.playTime,
  home_team: r.homeTeam,
  away_team: r.awayTeam,
  open_time: r.openTime,
  play_status: r.playStatus,
  memo: r.memo,
});

export function playInfoRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, playInfoListCall, {
    async handler({ tx, storeId, body }) {
      const store = (
        await tx.select({ type: stores.storeType }).from(stores).where(eq(stores.storeId, storeId))
      )[0];
      if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
      const rows = await tx
        .select()
        .from(storePlayInfo)
        .where(
          and(eq(storePlayInfo.storeId, storeId), sql`${storePlayInfo.playDate} LIKE ${`${body.month}%`}`),
        )
        .orderBy(asc(storePlayInfo.playDate), asc(storePlayInfo.playTime));
      return { play_list: rows.map(toPlay), store_type: store.type };
    },
  });

  registerCall(app, ctx, playInfoEditCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      const store = (
        await tx.select({ type: stores.storeType }).from(stores).where(eq(stores.storeId, sid))
      )[0];
      if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
      if (store.type !== 1)
        throw fail.validation({ store_id: '경기장 매장만 경기 정보를 관리할 수 있습니다.' });
      const values = {
        playDate: body.play_date,
        playTime: body.play_time,
        homeTeam: body.home_team,
        awayTeam: body.away_team,
        openTime: body.open_time,
        playStatus: body.play_status,
        memo: body.memo,
      };
      let row: typeof storePlayInfo.$inferSelect | undefined;
      if (body.play_id) {
        [row] = await tx
          .update(storePlayInfo)
          .set(values)
          .where(and(eq(storePlayInfo.playId, body.play_id), eq(storePlayInfo.storeId, sid)))
          .returning();
        if (!row) throw fail.notFound('경기 정보를 찾을 수 없습니다.');
      } else {
        [row] = await tx
          .insert(storePlayInfo)
          .values({ storeId: sid, ...values })
          .returning();
      }
      return { play: toPlay(row!) };
    },
  });
}
