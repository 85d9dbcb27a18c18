import { createHash } from 'node:crypto';
import type { ImageType } from '../../src/contract';
import type { Db } from '../db';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  /** Strong validator for GET /uploads (the content's sha256, unquoted). */
  etag: string;
}

/**
 * Where uploaded images live. One per app, chosen at start: local files for the embedded demo, the
 * shared PostgreSQL when there are several nodes, an S3-compatible bucket when one is configured.
 * Callers have already checked type, size and bytes (server/routes/uploads.ts).
 */
export interface ImageStore {
  readonly kind: 'disk' | 'database' | 's3';
  /** The URL a key is served at: what products and stores keep. */
  urlFor(key: string): string;
  /**
   * Stores an image once (a taken key is a 409) and returns its URL. `tx` lets store/edit commit its
   * logo together with the store row where the store is transactional (PostgreSQL).
   */
  save(key: string, type: ImageType, data: Buffer, tx?: Db): Promise<string>;
  /** The image behind GET /uploads/<key>, or null when there is none. */
  read(key: string): Promise<StoredImage | null>;
  /** The image's ETag without its bytes, where that is cheaper (a 304 then reads no image data). */
  etagOf?(key: string): Promise<string | null>;
  /** A URL the browser PUTs the file to itself; absent: the server's own signed /uploads-put. */
  presignPut?(key: string, type: ImageType, ttlSeconds: number): Promise<string>;
  /**
   * Called before an image URL a client sent is saved on a product or store. Only the object store has
   * work to do: a presigned PUT carries no size limit, so the object is checked (and deleted if bad) here.
   */
  vetReference(url: string, storeId: number, field: string): Promise<void>;
}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
