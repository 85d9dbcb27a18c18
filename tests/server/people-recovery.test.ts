import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { testBackends, withLogins, type TestServer } from './helpers';
import * as t from '../../server/db/schema';

/** People (issue 7): finding one's id and resetting one's password, both without a login. */
describe.each(await testBackends())('people on %s', (backend) => {
  let s: TestServer;
  withLogins([], (server) => (s = server), backend);

  describe('find id / find password', () => {
    const messages = async () =>
      s.built.ctx.db.select().from(t.accountMessages).orderBy(desc(t.accountMessages.messageId));

    it('answers the same whether or not the account exists, and queues a message only for a real one', async () => {
      const before = (await messages()).length;
      const unknown = await s.call('store/find/id', {
        manager_name: '없는사람',
        manager_phone: '010-0000-0000',
      });
      const known = await s.call('store/find/id', { manager_name: '윤서준', manager_phone: '010-5555-1005' });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      const after = await messages();
      expect(after.length).toBe(before + 1);
      expect(after[0]!.body).toContain('store2');
    });

    it('resets a password with the code sent, once', async () => {
      const unknown = await s.call('store/find/password', {
        manager_user_id: 'nobody',
        manager_phone: '010-5555-1005',
      });
      const known = await s.call('store/find/password', {
        manager_user_id: 'store2',
        manager_phone: '01055551005',
      });
      expect(unknown.body).toEqual(known.body);
      const [msg] = await messages();
      const code = /(\d{6})/.exec(msg!.body)![1]!;
      const wrong = await s.call('store/find/password/reset', {
        manager_user_id: 'store2',
        reset_code: code === '000000' ? '111111' : '000000',
        new_password: 'seogyo2026',
      });
      expect(wrong.body.code).toBe(9001);
      const ok = await s.call('store/find/password/reset', {
        manager_user_id: 'store2',
        reset_code: code,
        new_password: 'seogyo2026',
      });
      expect(ok.body.code, ok.body.message).toBe(0);
      await s.login('store2', 'seogyo2026');
      const reuse = await s.call('store/find/password/reset', {
        manager_user_id: 'store2',
        reset_code: code,
        new_password: 'other2026',
      });
      expect(reuse.body.code).toBe(9001);
      const rows = await s.built.ctx.db
        .select()
        .from(t.passwordResets)
        .where(eq(t.passwordResets.managerId, msg!.managerId!));
      expect(rows.every((r) => r.codeHash !== code)).toBe(true);
    });

    it('rate-limits repeated requests for one target, existing or not', async () => {
      let last = 0;
      for (let i = 0; i < 6; i++) {
        last = (await s.call('store/find/id', { manager_name: '누군가', manager_phone: '010-9999-0000' }))
          .body.code;
      }
      expect(last).toBe(9029);
    });
  });
});
