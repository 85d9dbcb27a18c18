// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  IMAGE_ASPECT,
  IMAGE_EXTENSIONS,
  IMAGE_HINT,
  IMAGE_MAX_BYTES,
  IMAGE_PURPOSES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_SOURCE_MAX_BYTES,
  IMAGE_SOURCE_SIZE_MESSAGE,
  IMAGE_TYPES,
  presignedUrlCall,
} from '@/contract';

describe('image limits (contract/store-admin)', () => {
  it('states the limits the messages name', () => {
    expect(IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(IMAGE_SIZE_MESSAGE).toBe('이미지는 2MB 이하만 올릴 수 있습니다.');
    expect(IMAGE_SOURCE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(IMAGE_SOURCE_SIZE_MESSAGE).toBe('20MB 이하의 이미지를 골라 주세요.');
    expect(IMAGE_HINT).toBe('PNG·JPEG·WEBP, 올릴 때 2MB 이하');
  });

  it('gives every type one distinct extension and every purpose an aspect', () => {
    const exts = IMAGE_TYPES.map((t) => IMAGE_EXTENSIONS[t]);
    expect(new Set(exts).size).toBe(IMAGE_TYPES.length);
    for (const p of IMAGE_PURPOSES) expect(IMAGE_ASPECT[p]).toBeGreaterThan(0);
  });

  it('feeds the presigned-URL call its limits', () => {
    const body = { store_id: 1, purpose: 'logo', content_type: 'image/png' };
    expect(presignedUrlCall.request.safeParse({ ...body, file_size: IMAGE_MAX_BYTES }).success).toBe(true);
    const big = presignedUrlCall.request.safeParse({ ...body, file_size: IMAGE_MAX_BYTES + 1 });
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.message).toBe(IMAGE_SIZE_MESSAGE);
    expect(
      presignedUrlCall.request.safeParse({ ...body, content_type: 'image/gif', file_size: 1 }).success,
    ).toBe(false);
  });
});
