export interface S3Config {
  /** The S3 API, e.g. https://s3.ap-northeast-2.amazonaws.com or a MinIO address; path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from (a CDN or the bucket itself): `${publicUrl}/<key>`. */
  publicUrl: string;
}

const REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The object store from the environment: undefined when no S3_* variable is set; an error naming what
 * is missing when only some are, so a half-configured node fails at start instead of writing images
 * somewhere its peers cannot see them.
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const present = [...REQUIRED, 'S3_PUBLIC_URL'].filter((n) => value(n));
  if (!present.length) return undefined;
  const missing = REQUIRED.filter((n) => !value(n));
  if (missing.length)
    throw new Error(
      `S3 storage is partly configured: ${missing.join(', ')} not set (set all of ${REQUIRED.join(', ')}, or none)`,
    );
  const endpoint = value('S3_ENDPOINT')!.replace(/\/+$/, '');
  const bucket = value('S3_BUCKET')!;
  const publicUrl = (value('S3_PUBLIC_URL') ?? `${endpoint}/${bucket}`).replace(/\/+$/, '');
  for (const [name, url] of [
    ['S3_ENDPOINT', endpoint],
    ['S3_PUBLIC_URL', publicUrl],
  ] as const) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new Error(`${name} is not an http(s) URL: ${url}`);
  }
  // The product and store forms accept only /uploads/… paths and https URLs (src/contract imageRef).
  if (!publicUrl.startsWith('https://'))
    throw new Error(
      `S3_PUBLIC_URL must be an https URL (image URLs saved on products and stores are https only): ${publicUrl}`,
    );
  return {
    endpoint,
    bucket,
    region: value('S3_REGION')!,
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    publicUrl,
  };
}

/** The app page's CSP with the bucket added: the browser PUTs to the endpoint and draws from the public URL. */
export function contentSecurityPolicyWithS3(base: string, s3: S3Config): string {
  const api = new URL(s3.endpoint).origin;
  const pub = new URL(s3.publicUrl).origin;
  return base
    .replace("img-src 'self'", `img-src 'self' ${pub}`)
    .replace("connect-src 'self'", `connect-src 'self' ${api}${pub === api ? '' : ` ${pub}`}`);
}
