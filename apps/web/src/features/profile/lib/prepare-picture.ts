// A chosen profile picture becomes a data: URL within the limits (images only, at most 3 MB and
// 1000 px high, and what PUT /api/users/me accepts): taller or heavier pictures are scaled down
// with a canvas; what cannot be made to fit is refused with a message.
import { MESSAGES, PICTURE_MAX_BYTES, PICTURE_MAX_HEIGHT } from '@bandbook/domain';

/** profileUpdateSchema's limit on profilePictureUrl. */
export const PICTURE_MAX_DATA_URL_LENGTH = 1_500_000;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5];

export class PictureError extends Error {}

export function getScaledSize(width: number, height: number, maxHeight = PICTURE_MAX_HEIGHT) {
  if (height <= maxHeight) return { width, height };
  const ratio = maxHeight / height;
  return { width: Math.max(1, Math.round(width * ratio)), height: maxHeight };
}

/** The decoded size of a base64 data URL's payload. */
export function getDataUrlBytes(dataUrl: string) {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function fitsLimits(dataUrl: string, height: number) {
  return (
    height <= PICTURE_MAX_HEIGHT &&
    dataUrl.length <= PICTURE_MAX_DATA_URL_LENGTH &&
    getDataUrlBytes(dataUrl) <= PICTURE_MAX_BYTES
  );
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PictureError(MESSAGES.pictureNotImage));
    reader.readAsDataURL(file);
  });
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new PictureError(MESSAGES.pictureNotImage);
  }
}

export async function preparePicture(file: File): Promise<string> {
  if (!ACCEPTED_TYPES.includes(file.type)) throw new PictureError(MESSAGES.pictureNotImage);
  const image = await decode(file);
  try {
    if (file.size <= PICTURE_MAX_BYTES && image.height <= PICTURE_MAX_HEIGHT) {
      const original = await readAsDataUrl(file);
      if (fitsLimits(original, image.height)) return original;
    }
    const size = getScaledSize(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PictureError(MESSAGES.pictureTooLarge);
    // JPEG has no transparency: paint it white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    for (const quality of JPEG_QUALITIES) {
      const scaled = canvas.toDataURL('image/jpeg', quality);
      if (fitsLimits(scaled, size.height)) return scaled;
    }
    throw new PictureError(MESSAGES.pictureTooLarge);
  } finally {
    image.close();
  }
}
