/**
 * What the menu and store e2e tests share: a real PNG of any size for the drop-and-crop widget, and
 * the page steps they take (see a text, drop an image, drag a row, count the app's calls, order).
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { api } from './harness';
import type { E2eRun } from './setup';

/** A solid-colour PNG of the given size (a real image file for the drop-and-crop widget). */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function seeText(p: Page | Locator, text: string | RegExp): Promise<void> {
  await p.getByText(text).filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/** Picks an image in the drop-and-crop widget labelled `label`, crops and uploads it. */
export async function dropImage(p: Page, label: string, file: Buffer): Promise<void> {
  await p
    .getByLabel(label, { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: file });
  await seeText(p, '이미지 자르기');
  await p.getByRole('button', { name: '자르고 올리기' }).click();
  await p.getByText('이미지 자르기').waitFor({ state: 'hidden' });
}

/**
 * Drags `handle` with the mouse until its row sits over `target`'s lower or upper half, in steps: dnd-kit's
 * pointer sensor only starts after the pointer has travelled its activation distance.
 */
export async function dragTo(
  p: Page,
  handle: Locator,
  target: Locator,
  half: 'lower' | 'upper',
): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: handle or target is not on screen');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const toY = to.y + to.height * (half === 'lower' ? 0.75 : 0.25);
  await p.mouse.move(x, y);
  await p.mouse.down();
  await p.mouse.move(x, y + Math.sign(toY - y) * 12, { steps: 4 });
  await p.mouse.move(x, toY, { steps: 12 });
  await p.mouse.up();
}

/** Counts the app's calls to `path` (e.g. 'store/product/order/edit') from now on. */
export function countCalls(p: Page, path: string): { readonly count: number } {
  const seen = { count: 0 };
  p.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/${path}`) seen.count += 1;
  });
  return seen;
}

/** A customer's pickup order of one `productId` (at store 1 unless `storeId`), on the run's server. */
export const orderOn =
  (run: E2eRun) =>
  (productId: number, storeId = 1) =>
    api(run.server.url, 'customer/order/create', {
      store_id: storeId,
      order_type: 2,
      pay_type: 1,
      items: [{ product_id: productId, quantity: 1, option_names: [] }],
    });
