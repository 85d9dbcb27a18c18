import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  isImageType,
  presignedUrlCall,
  type ImagePurpose,
} from '@/contract';
import { API_BASE } from '@/lib/api-base';
import { apiPost } from '@/lib/api-client';

/** An image URL as the server hands it out (/uploads/…) made absolute against the API origin. */
export function assetUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') ? `${API_BASE}${url}` : url;
}

/**
 * store/generate-presigned-url, then a PUT of the file with its content type to the returned URL
 * (spec §7). Resolves to the URL to save in the form. A plain function, not a write hook (it is one step
 * of the crop widget's apply); like every write it is not spinner-counted: the widget shows its own busy
 * state while both steps run.
 */
export async function uploadImage(storeId: number, purpose: ImagePurpose, file: Blob): Promise<string> {
  if (!isImageType(file.type)) throw new Error(IMAGE_TYPE_MESSAGE);
  if (file.size > IMAGE_MAX_BYTES) throw new Error(IMAGE_SIZE_MESSAGE);
  const signed = await apiPost(
    presignedUrlCall,
    { store_id: storeId, purpose, content_type: file.type, file_size: file.size },
    { spinner: false },
  );
  const target = signed.upload_url.startsWith('/') ? `${API_BASE}${signed.upload_url}` : signed.upload_url;
  let res: Response;
  try {
    res = await fetch(target, {
      method: 'PUT',
      headers: { 'Content-Type': signed.content_type },
      body: file,
    });
  } catch {
    throw new Error('이미지를 올리지 못했습니다. 네트워크를 확인해 주세요.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      message?: string;
      fields?: Record<string, string>;
    } | null;
    const detail = body?.fields ? Object.values(body.fields)[0] : undefined;
    throw new Error(detail ?? body?.message ?? `이미지를 올리지 못했습니다. (${res.status})`);
  }
  return signed.file_url;
}
