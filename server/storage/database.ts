import { eq } from 'drizzle-orm';
import type { ImageType } from '../../src/contract';
import type { Db } from '../db';
import { images } from '../db/schema';
import { fail } from '../lib/errors';
import { sha256, type ImageStore, type StoredImage } from './types';

/**
 * Images as rows of the shared PostgreSQL: every node behind the load balancer serves every upload
 * with nothing else to run. Images are ≤ 2 MB, and a shop has tens of them, so the table stays small.
 */
export class DatabaseImageStore implements ImageStore {
  readonly kind = 'database';

  constructor(private readonly db: Db) {}

  urlFor(key: string): string {
    return `/uploads/${key}`;
  }

  async save(key: string, type: ImageType, data: Buffer, tx?: Db): Promise<string> {
    const inserted = await (tx ?? this.db)
      .insert(images)
      .values({ key, contentType: type, bytes: data, size: data.length, sha256: sha256(data) })
      .onConflictDoNothing()
      .returning({ key: images.key });
    if (!inserted.length) throw fail.conflict('이미 올린 파일입니다.');
    return this.urlFor(key);
  }

  async read(key: string): Promise<StoredImage | null> {
    const rows = await this.db
      .select({ contentType: images.contentType, bytes: images.bytes, sha256: images.sha256 })
      .from(images)
      .where(eq(images.key, key));
    const row = rows[0];
    return row ? { contentType: row.contentType, bytes: row.bytes, etag: row.sha256 } : null;
  }

  async etagOf(key: string): Promise<string | null> {
    const rows = await this.db.select({ sha256: images.sha256 }).from(images).where(eq(images.key, key));
    return rows[0]?.sha256 ?? null;
  }

  async vetReference(): Promise<void> {}
}
