import { describe, expect, it } from 'vitest';
import { inNextTask, yieldToMain } from '@/lib/yield';

describe('inNextTask', () => {
  it('runs the work in a later task, not in the caller’s', async () => {
    const ran: string[] = [];
    inNextTask(() => ran.push('deferred'));
    ran.push('caller');
    expect(ran).toEqual(['caller']);
    await yieldToMain();
    await yieldToMain();
    expect(ran).toEqual(['caller', 'deferred']);
  });

  it('never runs the work once cancelled (a store changed, a layout gone)', async () => {
    let ran = false;
    const cancel = inNextTask(() => (ran = true));
    cancel();
    await yieldToMain();
    await yieldToMain();
    expect(ran).toBe(false);
  });
});
