import { IMAGE_EXTENSIONS, IMAGE_PURPOSES, IMAGE_TYPES, type ImageType } from '../../src/contract';

/** Every key newImageKey hands out; anything else under /uploads is refused before touching a store. */
export const IMAGE_KEY_PATTERN = new RegExp(
  `^stores/\\d+/(${IMAGE_PURPOSES.join('|')})-[a-z0-9]+-[a-f0-9]{16}\\.(${Object.values(IMAGE_EXTENSIONS).join('|')})$`,
);

const TYPE_BY_EXT: Record<string, ImageType> = Object.fromEntries(
  IMAGE_TYPES.map((t) => [IMAGE_EXTENSIONS[t], t]),
);

/** The image type a key was signed for, read back from its extension. */
export function typeOfKey(key: string): ImageType | undefined {
  return TYPE_BY_EXT[key.slice(key.lastIndexOf('.') + 1)];
}

/** The first bytes every file of the type starts with: the Content-Type header alone proves nothing. */
export function matchesImageType(data: Uint8Array, type: ImageType): boolean {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (type === 'image/png')
    return b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  return (
    b.length > 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}
