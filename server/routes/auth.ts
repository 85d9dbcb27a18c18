import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginCall, logoutCall, tokenInfoCall, type ManagerInfo } from '../../src/contract';
import { registerCall, loadPrincipal } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import type { Principal } from '../auth/access';
import { managers } from '../db/schema';
import { AuthThrottle } from '../auth/throttle';

export function toManagerInfo(p: Principal): ManagerInfo {
  return {
    manager_id: p.managerId,
    manager_user_id: p.userId,
    manager_name: p.name,
    manager_group_id: p.groupId,
    manager_group_name: p.groupName,
    manager_group_type: p.groupType,
    store_id: p.storeId,
  };
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const throttle = new AuthThrottle(ctx.database);

  registerCall(app, ctx, loginCall, {
    async handler({ body, req, setToken }) {
      const wait = await throttle.loginWait(body.manager_user_id, req.ip);
      if (wait > 0) throw fail.rateLimited(wait);

      const rows = await ctx.db
        .select({ id: managers.managerId, hash: managers.passwordHash, active: managers.active })
        .from(managers)
        .where(eq(managers.managerUserId, body.manager_user_id));
      const row = rows[0];
      // Verify against a dummy hash for unknown ids so timing does not reveal which ids exist.
      const ok = await verifyPassword(body.manager_password, row?.hash ?? DUMMY_HASH);
      const principal = row && ok && row.active === 1 ? await loadPrincipal(ctx.db, row.id) : null;
      if (!principal) {
        await throttle.loginFailed(body.manager_user_id, req.ip);
        throw fail.loginFailed();
      }
      await throttle.loginSucceeded(body.manager_user_id, req.ip);
      const token = ctx.tokens.issue(principal.managerId, undefined, principal.sessionVersion);
      setToken(token);
      return { manager: toManagerInfo(principal), jwt: token };
    },
  });

  // Every session of the account, not only this token: a token copied off the tablet ends too, and
  // the version scheme has no per-token state to end one alone.
  registerCall(app, ctx, logoutCall, {
    async handler({ principal }) {
      await endSessions(ctx.db, principal.managerId);
      return {};
    },
  });

  registerCall(app, ctx, tokenInfoCall, {
    async handler({ principal }) {
      return toManagerInfo(principal);
    },
  });
}
