import { useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Modal } from '@/components/modal';
import { clampCrop, maxCrop, outputSize, zoomCrop, type CropRect } from '@/lib/crop';
import { assetUrl, uploadImage } from '@/lib/upload-image';
import {
  IMAGE_HINT,
  IMAGE_MAX_BYTES,
  IMAGE_OUTPUT_MAX_SIDE,
  IMAGE_SOURCE_MAX_BYTES,
  IMAGE_SOURCE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  isImageType,
  type ImagePurpose,
} from '@/contract';

const VIEW_W = 520;
const VIEW_H = 360;

export interface ImageDropCropProps {
  /** Width / height of the crop, e.g. 1 for a square logo, 4 / 3 for a menu photo. */
  aspect: number;
  /** The current image URL (or null). */
  value: string | null;
  /** Called with the stored image's URL after crop + upload. */
  onUploaded: (url: string) => void;
  storeId: number;
  purpose?: ImagePurpose;
  /** Accessible name of the file input, e.g. "메뉴 사진". */
  label?: string;
}

interface Loaded {
  src: string;
  img: HTMLImageElement;
  type: string;
}

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Drop or pick an image, crop it to the aspect on a canvas, then upload it through a presigned URL. */
export function ImageDropCrop({
  aspect,
  value,
  onUploaded,
  storeId,
  purpose = 'product',
  label = '이미지',
}: ImageDropCropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [crop, setCrop] = useState<CropRect | null>(null);
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ px: number; py: number; rect: CropRect } | null>(null);

  const open = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!isImageType(file.type)) return setError(IMAGE_TYPE_MESSAGE);
    if (file.size > IMAGE_SOURCE_MAX_BYTES) return setError(IMAGE_SOURCE_SIZE_MESSAGE);
    const src = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      setLoaded({ src, img, type: file.type });
      setCrop(maxCrop(img.naturalWidth, img.naturalHeight, aspect));
      setZoom(1);
    };
    img.onerror = () => {
      URL.revokeObjectURL(src);
      setError('이미지를 읽을 수 없습니다. 다른 파일을 골라 주세요.');
    };
    img.src = src;
  };

  const close = () => {
    if (loaded) URL.revokeObjectURL(loaded.src);
    setLoaded(null);
    setCrop(null);
    if (input.current) input.current.value = '';
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    open(e.dataTransfer.files[0]);
  };

  const nw = loaded?.img.naturalWidth ?? 1;
  const nh = loaded?.img.naturalHeight ?? 1;
  const scale = Math.min(VIEW_W / nw, VIEW_H / nh, 1);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!crop) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { px: e.clientX, py: e.clientY, rect: crop };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setCrop(
      clampCrop(
        { ...d.rect, x: d.rect.x + (e.clientX - d.px) / scale, y: d.rect.y + (e.clientY - d.py) / scale },
        nw,
        nh,
      ),
    );
  };

  const apply = async () => {
    if (!loaded || !crop) return;
    setBusy(true);
    setError(null);
    try {
      const size = outputSize(crop, IMAGE_OUTPUT_MAX_SIDE);
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const ctx2d = canvas.getContext('2d');
      if (!ctx2d) throw new Error('이미지를 자를 수 없습니다.');
      ctx2d.drawImage(loaded.img, crop.x, crop.y, crop.w, crop.h, 0, 0, size.width, size.height);
      // PNG keeps a logo's transparency; photos go out as JPEG, smaller.
      const type = loaded.type === 'image/png' ? 'image/png' : 'image/jpeg';
      let blob = await encode(canvas, type, 0.9);
      if (blob && blob.size > IMAGE_MAX_BYTES) blob = await encode(canvas, 'image/jpeg', 0.8);
      if (!blob) throw new Error('이미지를 만들 수 없습니다.');
      const url = await uploadImage(storeId, purpose, blob);
      onUploaded(url);
      close();
    } catch (err) {
      setError(err instanceof Error ? err.message : '이미지를 올리지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };

  const preview = assetUrl(value);
  return (
    <Stack gap="2">
      <Box
        role="group"
        aria-label={`${label} 놓는 곳`}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'teal.500' : 'border'}
        bg={over ? 'teal.subtle' : 'bg.subtle'}
        rounded="md"
        p="3"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <HStack gap="4">
          <Box
            w="24"
            h={`${96 / aspect}px`}
            maxH="24"
            bg="bg.muted"
            rounded="md"
            overflow="hidden"
            flexShrink={0}
          >
            {preview ? (
              <Image src={preview} alt={`${label} 미리보기`} w="100%" h="100%" objectFit="cover" />
            ) : null}
          </Box>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              이미지를 끌어다 놓거나 선택하세요. ({IMAGE_HINT})
            </Text>
            <HStack>
              <Button size="md" variant="outline" onClick={() => input.current?.click()}>
                이미지 선택
              </Button>
            </HStack>
          </Stack>
        </HStack>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label={label}
          hidden
          onChange={(e) => open(e.currentTarget.files?.[0])}
        />
      </Box>
      {error && !loaded ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
      <Modal
        open={loaded !== null}
        onClose={close}
        title="이미지 자르기"
        busy={busy}
        footer={
          <HStack>
            <Button variant="outline" onClick={close} disabled={busy}>
              취소
            </Button>
            <Button colorPalette="teal" onClick={() => void apply()} loading={busy}>
              자르고 올리기
            </Button>
          </HStack>
        }
      >
        {loaded && crop ? (
          <Stack gap="3" align="center">
            <Box
              position="relative"
              w={`${nw * scale}px`}
              h={`${nh * scale}px`}
              overflow="hidden"
              touchAction="none"
            >
              <img src={loaded.src} alt="" width={nw * scale} height={nh * scale} draggable={false} />
              {/* A name needs a role (a plain div may not carry aria-label): the frame is a picture
                  of the part that will be kept. */}
              <Box
                role="img"
                aria-label="자를 영역"
                position="absolute"
                left={`${crop.x * scale}px`}
                top={`${crop.y * scale}px`}
                w={`${crop.w * scale}px`}
                h={`${crop.h * scale}px`}
                borderWidth="2px"
                borderColor="white"
                boxShadow="0 0 0 9999px rgba(0,0,0,0.5)"
                cursor="move"
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={() => (drag.current = null)}
              />
            </Box>
            <HStack w="full" maxW="sm">
              <Text fontSize="sm" flexShrink={0}>
                확대
              </Text>
              <input
                type="range"
                aria-label="확대"
                min={0.2}
                max={1}
                step={0.05}
                value={1.2 - zoom}
                style={{ width: '100%' }}
                onChange={(e) => {
                  const z = 1.2 - Number(e.currentTarget.value);
                  setZoom(z);
                  setCrop(zoomCrop(crop, z, nw, nh, aspect));
                }}
              />
            </HStack>
            {error ? (
              <Text role="alert" color="fg.error" fontSize="sm">
                {error}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
