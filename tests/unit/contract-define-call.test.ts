// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineCall, orderListCall } from '@/contract';

describe('defineCall', () => {
  it('builds a schema on its first read, once, and not before', () => {
    const buildRequest = vi.fn(() => z.object({ store_id: z.number() }));
    const buildResponse = vi.fn(() => z.object({ ok: z.boolean() }));
    const call = defineCall('store/probe', buildRequest, buildResponse);
    expect(call.path).toBe('store/probe');
    expect(buildRequest).not.toHaveBeenCalled();
    expect(buildResponse).not.toHaveBeenCalled();

    const first = call.response;
    expect(call.response).toBe(first);
    expect(buildResponse).toHaveBeenCalledTimes(1);
    expect(buildRequest).not.toHaveBeenCalled();
    expect(call.request.safeParse({ store_id: 1 }).success).toBe(true);
    expect(buildRequest).toHaveBeenCalledTimes(1);
  });

  it("a contract's schemas parse as before", () => {
    expect(orderListCall.request.safeParse({ store_id: 1, search_type: '1', app_type: 3 }).success).toBe(
      true,
    );
    expect(orderListCall.request.safeParse({ store_id: 1, search_type: 4, app_type: 3 }).success).toBe(false);
  });
});
