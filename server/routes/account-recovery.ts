import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ErrorCode,
  FIND_ACCOUNT_NOTICE,
  findIdCall,
  findPasswordCall,
  resetPasswordCall,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { ApiFailure, fail, waitText } from '../lib/errors';
import { hashPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import { AuthThrottle } from '../auth/throttle';
import type { Db } from '../db';
import { accountMessages, managers, passwordResets } from '../db/schema';
import { maskPhone, phoneDigits } from '../lib/people-util';

/** Rate limit of the anonymous account calls (server/auth/throttle.ts): per target and per address, every request counts. */
class FindLimiter {
  constructor(private readonly throttle: AuthThrottle) {}
  async check(req: FastifyRequest, target: string) {
    const wait = await this.throttle.findRequest(target, req.ip);
    if (wait > 0) {
      throw new ApiFailure(
        ErrorCode.RATE_LIMITED,
        `요청이 너무 많습니다. ${waitText(wait)} 후에 다시 시도해 주세요.`,
        429,
      );
    }
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const RESET_MINUTES = 15;
const RESET_MAX_ATTEMPTS = 5;

export function accountRecoveryRoutes(app: FastifyInstance, ctx: AppContext) {
  // -------------------------------------------------------------------------------------------
  // Find id / find password. Same answer whether or not an account matched; the message that
  // would go out by SMS is written to account_messages and the server log.

  const limiter = new FindLimiter(new AuthThrottle(ctx.database));
  const sendMessage = async (
    req: FastifyRequest,
    purpose: string,
    managerId: number,
    destination: string,
    text: string,
  ) => {
    await ctx.db.insert(accountMessages).values({ purpose, managerId, destination, body: text });
    req.log.info(
      { outbox: { purpose, managerId, destination: maskPhone(destination) } },
      'account message queued',
    );
  };

  registerCall(app, ctx, findIdCall, {
    async handler({ body, req }) {
      await limiter.check(req, `id:${phoneDigits(body.manager_phone)}`);
      const rows = await ctx.db
        .select({ id: managers.managerId, userId: managers.managerUserId, phone: managers.managerPhone })
        .from(managers)
        .where(
          and(
            eq(managers.managerName, body.manager_name),
            eq(managers.active, 1),
            sql`regexp_replace(coalesce(${managers.managerPhone}, ''), '[^0-9]', '', 'g') = ${phoneDigits(body.manager_phone)}`,
          ),
        );
      for (const r of rows) {
        await sendMessage(
          req,
          'find_id',
          r.id,
          r.phone!,
          `[카운터 백오피스] ${body.manager_name}님의 아이디는 ${r.userId} 입니다.`,
        );
      }
      return { message: FIND_ACCOUNT_NOTICE };
    },
  });

  registerCall(app, ctx, findPasswordCall, {
    async handler({ body, req }) {
      await limiter.check(req, `pw:${body.manager_user_id.toLowerCase()}`);
      const row = (
        await ctx.db
          .select({ id: managers.managerId, phone: managers.managerPhone })
          .from(managers)
          .where(
            and(
              sql`lower(${managers.managerUserId}) = lower(${body.manager_user_id})`,
              eq(managers.active, 1),
              sql`regexp_replace(coalesce(${managers.managerPhone}, ''), '[^0-9]', '', 'g') = ${phoneDigits(body.manager_phone)}`,
            ),
          )
      )[0];
      if (row) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await ctx.db.transaction(async (t) => {
          // A new code retires the earlier ones.
          await t
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.managerId, row.id), isNull(passwordResets.usedAt)));
          await t.insert(passwordResets).values({
            managerId: row.id,
            codeHash: sha256(`${row.id}:${code}`),
            expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
          });
        });
        await sendMessage(
          req,
          'find_password',
          row.id,
          row.phone!,
          `[카운터 백오피스] 비밀번호 재설정 인증번호는 ${code} 입니다. ${RESET_MINUTES}분 안에 입력해 주세요.`,
        );
      }
      return { message: FIND_ACCOUNT_NOTICE };
    },
  });

  registerCall(app, ctx, resetPasswordCall, {
    async handler({ body, req }) {
      await limiter.check(req, `reset:${body.manager_user_id.toLowerCase()}`);
      const invalid = () =>
        fail.validation(
          { reset_code: '인증번호가 올바르지 않거나 만료되었습니다.' },
          '인증번호가 올바르지 않거나 만료되었습니다.',
        );
      const man = (
        await ctx.db
          .select({ id: managers.managerId })
          .from(managers)
          .where(
            and(
              sql`lower(${managers.managerUserId}) = lower(${body.manager_user_id})`,
              eq(managers.active, 1),
            ),
          )
      )[0];
      if (!man) throw invalid();
      const reset = (
        await ctx.db
          .select()
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.managerId, man.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(passwordResets.createdAt))
          .limit(1)
      )[0];
      if (!reset || reset.attempts >= RESET_MAX_ATTEMPTS) throw invalid();
      if (reset.codeHash !== sha256(`${man.id}:${body.reset_code}`)) {
        // Counted outside any transaction so a wrong guess is remembered even though the call fails.
        await ctx.db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(eq(passwordResets.resetId, reset.resetId));
        throw invalid();
      }
      const hash = await hashPassword(body.new_password);
      await ctx.db.transaction(async (t) => {
        const used = await t
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.resetId, reset.resetId), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.resetId });
        if (!used.length) throw invalid();
        await t.update(managers).set({ passwordHash: hash }).where(eq(managers.managerId, man.id));
        await endSessions(t as unknown as Db, man.id);
      });
      return { message: '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.' };
    },
  });
}
