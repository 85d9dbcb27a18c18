/** A crop rectangle in the source image's own pixels. */
export interface CropRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The largest rectangle of the aspect (width / height) that fits the image, centred. */
export function maxCrop(imgW: number, imgH: number, aspect: number): CropRect {
  let w = imgW;
  let h = w / aspect;
  if (h > imgH) {
    h = imgH;
    w = h * aspect;
  }
  return { x: (imgW - w) / 2, y: (imgH - h) / 2, w, h };
}

/** Keeps the rectangle inside the image (moves it back in; never resizes). */
export function clampCrop(rect: CropRect, imgW: number, imgH: number): CropRect {
  return {
    ...rect,
    x: Math.min(Math.max(0, rect.x), Math.max(0, imgW - rect.w)),
    y: Math.min(Math.max(0, rect.y), Math.max(0, imgH - rect.h)),
  };
}

/** The rectangle at `zoom` (0 < zoom ≤ 1) of the largest one, around the current rectangle's centre. */
export function zoomCrop(rect: CropRect, zoom: number, imgW: number, imgH: number, aspect: number): CropRect {
  const max = maxCrop(imgW, imgH, aspect);
  const z = Math.min(1, Math.max(0.1, zoom));
  const w = max.w * z;
  const h = max.h * z;
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  return clampCrop({ x: cx - w / 2, y: cy - h / 2, w, h }, imgW, imgH);
}

/** Output size: the crop's size, scaled down so the longer side is at most `maxSide` pixels. */
export function outputSize(rect: CropRect, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(rect.w, rect.h));
  return { width: Math.max(1, Math.round(rect.w * scale)), height: Math.max(1, Math.round(rect.h * scale)) };
}
