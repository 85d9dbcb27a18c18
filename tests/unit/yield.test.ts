import { describe, expect, it } from 'vitest';
import { afterNextPaint, inNextTask, yieldToMain } from '@/lib/yield';

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

describe('afterNextPaint', () => {
  it('runs the work once, after the caller, even where no frame is painted (a hidden page)', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('deferred'), 20);
    ran.push('caller');
    expect(ran).toEqual(['caller']);
    await new Promise((r) => setTimeout(r, 60));
    expect(ran).toEqual(['caller', 'deferred']);
  });
});
