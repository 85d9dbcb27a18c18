import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  PAGE_SIZE,
  getHtmlCall,
  noticeDelCall,
  noticeEditCall,
  noticeListCall,
  type Notice,
} from '../../src/contract';
import type { z } from 'zod/mini';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { sanitizeNoticeHtml } from '../lib/sanitize-html';
import type { Db } from '../db';
import { managers, storeNotices } from '../db/schema';

/* A store's notices (issue 5); their HTML is sanitized when saved and again when read. */

const noticeColumns = {
  notice_id: storeNotices.noticeId,
  notice_title: storeNotices.noticeTitle,
  notice_top: storeNotices.noticeTop,
  created_at: storeNotices.createdAt,
  updated_at: storeNotices.updatedAt,
  manager_name: managers.managerName,
};
type NoticeRow = {
  notice_id: number;
  notice_title: string;
  notice_top: number;
  created_at: Date;
  updated_at: Date;
  manager_name: string | null;
};
const toNotice = (r: NoticeRow): Notice => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

function noticeQuery(db: Db) {
  return db
    .select(noticeColumns)
    .from(storeNotices)
    .leftJoin(managers, eq(managers.managerId, storeNotices.managerId));
}

type EditBody = z.output<typeof noticeEditCall.request>;

/** Updates the store's notice or adds a new one written by `managerId`; returns its id. */
async function saveNotice(tx: Db, sid: number, body: EditBody, managerId: number): Promise<number> {
  const content = {
    noticeTitle: body.notice_title,
    noticeContent: sanitizeNoticeHtml(body.notice_content),
    noticeTop: body.notice_top,
  };
  if (body.notice_id) {
    const done = await tx
      .update(storeNotices)
      .set({ ...content, updatedAt: new Date() })
      .where(and(eq(storeNotices.noticeId, body.notice_id), eq(storeNotices.storeId, sid)))
      .returning({ id: storeNotices.noticeId });
    if (!done.length) throw fail.notFound('공지사항을 찾을 수 없습니다.');
    return done[0]!.id;
  }
  const [row] = await tx
    .insert(storeNotices)
    .values({ storeId: sid, ...content, managerId })
    .returning({ id: storeNotices.noticeId });
  return row!.id;
}

export function noticeRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, noticeListCall, {
    async handler({ tx, storeId, body }) {
      const where = eq(storeNotices.storeId, storeId);
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(storeNotices).where(where);
      const rows = await noticeQuery(tx)
        .where(where)
        .orderBy(desc(storeNotices.noticeTop), desc(storeNotices.createdAt), desc(storeNotices.noticeId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      return {
        notice_list: rows.map(toNotice),
        total_count: Number(total),
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, noticeEditCall, {
    write: true,
    async handler({ tx, storeId, body, principal }) {
      const id = await saveNotice(tx, storeId, body, principal.managerId);
      const rows = await noticeQuery(tx).where(eq(storeNotices.noticeId, id));
      return { notice: toNotice(rows[0]!) };
    },
  });

  registerCall(app, ctx, noticeDelCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const done = await tx
        .delete(storeNotices)
        .where(and(eq(storeNotices.noticeId, body.notice_id), eq(storeNotices.storeId, storeId)))
        .returning({ id: storeNotices.noticeId });
      if (!done.length) throw fail.notFound('공지사항을 찾을 수 없습니다.');
      return { notice_id: done[0]!.id };
    },
  });

  registerCall(app, ctx, getHtmlCall, {
    async handler({ tx, storeId, body }) {
      const rows = await tx
        .select({ title: storeNotices.noticeTitle, html: storeNotices.noticeContent })
        .from(storeNotices)
        .where(and(eq(storeNotices.noticeId, body.notice_id), eq(storeNotices.storeId, storeId)));
      if (!rows[0]) throw fail.notFound('공지사항을 찾을 수 없습니다.');
      // Sanitized when saved; again here for notices saved before that rule (the PWA adds DOMPurify).
      return { title: rows[0].title, html: sanitizeNoticeHtml(rows[0].html) };
    },
  });
}
