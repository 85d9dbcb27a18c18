import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, type ImageType } from '../../src/contract';
import { fail } from '../lib/errors';
import { IMAGE_KEY_PATTERN, matchesImageType, typeOfKey } from './checks';
import { sha256, type ImageStore, type StoredImage } from './types';
import type { S3Config } from './s3';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

type Sdk = typeof import('@aws-sdk/client-s3');
type Presigner = typeof import('@aws-sdk/s3-request-presigner');

/** Loads the AWS SDK only here, when a bucket is configured: it costs ~75 ms at start (bundle included). */
export async function openS3ImageStore(config: S3Config): Promise<ImageStore> {
  const [sdk, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return new S3ImageStore(config, sdk, presigner);
}

/**
 * An S3-compatible bucket: the browser PUTs straight to it with a presigned URL, and objects are served
 * from S3_PUBLIC_URL. A presigned PUT cannot limit size, so the object is checked when its URL is
 * saved (vetReference) and deleted when it breaks the rules.
 */
class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  private readonly client: InstanceType<Sdk['S3Client']>;

  constructor(
    private readonly config: S3Config,
    private readonly sdk: Sdk,
    private readonly presigner: Presigner,
  ) {
    this.client = new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // A default checksum would be signed into the presigned URL for an empty body and break the
      // browser's PUT; S3-compatible stores also differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  urlFor(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }

  async save(key: string, type: ImageType, data: Buffer): Promise<string> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: data,
        ContentType: type,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return this.urlFor(key);
  }

  async read(key: string): Promise<StoredImage | null> {
    try {
      const got = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      const bytes = Buffer.from(await got.Body!.transformToByteArray());
      return { contentType: typeOfKey(key) ?? 'application/octet-stream', bytes, etag: sha256(bytes) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  presignPut(key: string, type: ImageType, ttlSeconds: number): Promise<string> {
    return this.presigner.getSignedUrl(
      this.client,
      new this.sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: type }),
      // Signed, so the bucket refuses a PUT that declares another type than the one asked for.
      { expiresIn: ttlSeconds, signableHeaders: new Set(['content-type']) },
    );
  }

  async vetReference(url: string, storeId: number, field: string): Promise<void> {
    const prefix = `${this.config.publicUrl}/`;
    if (!url.startsWith(prefix)) return;
    const key = url.slice(prefix.length);
    const type = typeOfKey(key);
    if (!IMAGE_KEY_PATTERN.test(key) || !key.startsWith(`stores/${storeId}/`) || !type)
      throw fail.validation({ [field]: '이미지 주소가 올바르지 않습니다. 이미지를 다시 올려 주세요.' });
    const target = { Bucket: this.config.bucket, Key: key };
    let size: number;
    let declared: string;
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand(target));
      size = head.ContentLength ?? 0;
      declared = (head.ContentType ?? '').split(';')[0]!.trim();
    } catch (err) {
      if (isMissing(err))
        throw fail.validation({ [field]: '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.' });
      throw err;
    }
    const refuse = async (message: string) => {
      // Nothing keeps a refused object: the key was only ever handed to this upload.
      await this.client.send(new this.sdk.DeleteObjectCommand(target));
      return fail.validation({ [field]: message });
    };
    if (size === 0) throw await refuse('빈 파일입니다.');
    if (size > IMAGE_MAX_BYTES) throw await refuse(IMAGE_SIZE_MESSAGE);
    if (declared !== type) throw await refuse(IMAGE_TYPE_MESSAGE);
    const start = await this.client.send(new this.sdk.GetObjectCommand({ ...target, Range: 'bytes=0-15' }));
    const first = await start.Body!.transformToByteArray();
    if (!matchesImageType(first, type)) throw await refuse('파일 내용이 이미지 형식과 맞지 않습니다.');
  }
}
