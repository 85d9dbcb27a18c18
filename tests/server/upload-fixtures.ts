/**
 * What the server tests of images, uploads and store settings share: a real PNG, a multipart body
 * builder, and the calls they make for a presigned upload, its PUT, a product with a picture and a
 * store/edit with a logo file.
 */
import type { BuiltApp } from '../../server/app';
import type { TestServer } from './helpers';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG just over the 2 MB limit. */
export const TOO_BIG = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const boundary = '----cbo' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="logo"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** store/edit as the store screen sends it with a logo file: multipart, with `token`. */
export function postStoreEdit(
  app: BuiltApp,
  token: string,
  fields: Record<string, string>,
  file?: UploadFile,
) {
  const m = multipart(fields, file);
  return app.app.inject({
    method: 'POST',
    url: '/api/store/edit',
    payload: m.payload,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
  });
}

/** A presigned upload URL for a product PNG of store 1 (`body` changes any of it). */
export const presign = (s: TestServer, token: string, body: object = {}) =>
  s.call(
    'store/generate-presigned-url',
    { store_id: 1, purpose: 'product', content_type: 'image/png', file_size: PNG.length, ...body },
    token,
  );

/** The PUT of an upload, as a PNG unless `headers` say otherwise. */
export const put = (app: BuiltApp, url: string, data: Buffer, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': 'image/png', ...headers } });

/** A product of store 1 with `image` as its picture. */
export const saveProduct = (s: TestServer, token: string, image: string, name = '사진 메뉴') =>
  s.call(
    'store/product/edit',
    { store_id: 1, store_product_group_id: 1, product_name: name, price: 1000, image },
    token,
  );

/** A customer's pickup order of one `productId` at `storeId`, through the customer channel. */
export const customerOrder = (s: TestServer, storeId: number, productId: number) =>
  s.call('customer/order/create', {
    store_id: storeId,
    order_type: 2,
    pay_type: 1,
    items: [{ product_id: productId, quantity: 1, option_names: [] }],
  });
