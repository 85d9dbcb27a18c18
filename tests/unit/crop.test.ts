import { describe, expect, it } from 'vitest';
import { clampCrop, maxCrop, outputSize, zoomCrop } from '@/lib/crop';

describe('crop geometry', () => {
  it('fits the largest rectangle of the aspect, centred', () => {
    expect(maxCrop(1000, 500, 1)).toEqual({ x: 250, y: 0, w: 500, h: 500 });
    expect(maxCrop(400, 1000, 4 / 3)).toEqual({ x: 0, y: 350, w: 400, h: 300 });
  });
  it('keeps a moved rectangle inside the image', () => {
    expect(clampCrop({ x: -20, y: 900, w: 100, h: 100 }, 500, 500)).toEqual({ x: 0, y: 400, w: 100, h: 100 });
  });
  it('zooms around the centre and stays inside', () => {
    const z = zoomCrop({ x: 0, y: 0, w: 500, h: 500 }, 0.5, 500, 500, 1);
    expect(z).toEqual({ x: 125, y: 125, w: 250, h: 250 });
  });
  it('scales the output down to the longest side', () => {
    expect(outputSize({ x: 0, y: 0, w: 2000, h: 1000 }, 800)).toEqual({ width: 800, height: 400 });
    expect(outputSize({ x: 0, y: 0, w: 300, h: 300 }, 800)).toEqual({ width: 300, height: 300 });
  });
});
