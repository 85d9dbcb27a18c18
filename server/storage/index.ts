import type { Database } from '../db';
import { DatabaseImageStore } from './database';
import { DiskImageStore } from './disk';
import type { S3Config } from './s3';
import { openS3ImageStore } from './s3-store';
import type { ImageStore } from './types';

export type { ImageStore, StoredImage } from './types';
export { sha256 } from './types';
export { contentSecurityPolicyWithS3, s3ConfigFromEnv, type S3Config } from './s3';
export { IMAGE_KEY_PATTERN, matchesImageType, typeOfKey } from './checks';
export { seedImage } from './seed-images';

export async function createImageStore(opts: {
  database: Database;
  uploadsDir: string;
  s3?: S3Config;
}): Promise<ImageStore> {
  const disk = new DiskImageStore(opts.uploadsDir);
  if (opts.s3) {
    return withLocalFallback(await openS3ImageStore(opts.s3), disk);
  }
  if (opts.database.kind === 'postgres')
    return withLocalFallback(new DatabaseImageStore(opts.database.db), disk);
  return disk;
}

/**
 * Images uploaded before a node moved to a shared store stay on its disk; reading them there keeps
 * the URLs already saved in products and stores working on that node until they are uploaded again.
 */
function withLocalFallback(store: ImageStore, disk: DiskImageStore): ImageStore {
  const read = store.read.bind(store);
  return Object.assign(store, {
    read: async (key: string) => (await read(key)) ?? (await disk.read(key)),
  });
}
