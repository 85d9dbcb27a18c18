import { seedImageSpecs } from '../db/seed';
import { sha256, type StoredImage } from './types';

function svg(label: string, color: string, size = 400) {
  const esc = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400"><rect width="400" height="400" rx="48" fill="${color}"/><circle cx="200" cy="160" r="90" fill="#fff" opacity=".18"/><text x="200" y="300" font-family="NanumGothic, 'Noto Sans KR', sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${esc}</text></svg>`;
}

let images: Map<string, StoredImage> | undefined;

/**
 * The demo's logos and menu pictures (/uploads/seed/<file>), drawn from the seed data in memory: the
 * same bytes on every node and with every image store, so nothing has to be written anywhere at start.
 */
export function seedImage(file: string): StoredImage | undefined {
  images ??= new Map(
    seedImageSpecs().map(({ file: name, label, color }) => {
      const bytes = Buffer.from(svg(label, color));
      return [name, { contentType: 'image/svg+xml', bytes, etag: sha256(bytes) }];
    }),
  );
  return images.get(file);
}
