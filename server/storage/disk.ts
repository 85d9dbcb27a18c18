import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { ImageType } from '../../src/contract';
import { fail } from '../lib/errors';
import { typeOfKey } from './checks';
import { sha256, type ImageStore, type StoredImage } from './types';

/** Files under DATA_DIR/uploads: the embedded single-node default. */
export class DiskImageStore implements ImageStore {
  readonly kind = 'disk';
  private readonly root: string;

  constructor(uploadsDir: string) {
    this.root = resolve(uploadsDir);
  }

  urlFor(key: string): string {
    return `/uploads/${key}`;
  }

  private file(key: string): string {
    const file = resolve(this.root, key);
    if (!file.startsWith(this.root + sep)) throw fail.validation({ key: '파일 경로가 올바르지 않습니다.' });
    return file;
  }

  async save(key: string, _type: ImageType, data: Buffer): Promise<string> {
    const file = this.file(key);
    await mkdir(dirname(file), { recursive: true });
    try {
      await writeFile(file, data, { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw fail.conflict('이미 올린 파일입니다.');
      throw err;
    }
    return this.urlFor(key);
  }

  async read(key: string): Promise<StoredImage | null> {
    const contentType = typeOfKey(key);
    if (!contentType) return null;
    let bytes: Buffer;
    try {
      bytes = await readFile(this.file(key));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw err;
    }
    return { contentType, bytes, etag: sha256(bytes) };
  }

  async vetReference(): Promise<void> {}
}
