import type { ImageSize, PixelArea, UploadFormat } from './imagePlan.ts';

// Browser image work: reading a picked file's pixel size, and drawing a crop at its final
// size into a canvas. Kept apart so component tests can replace it (jsdom draws nothing).

export async function readImageSize(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Cuts `area` out of the image and scales it to `size`, as PNG or JPEG (quality 0.92). */
export async function renderCrop(
  file: Blob,
  area: PixelArea,
  size: ImageSize,
  format: UploadFormat,
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      area.x,
      area.y,
      area.width,
      area.height,
      0,
      0,
      size.width,
      size.height,
    );
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))),
        format,
        0.92,
      ),
    );
  } finally {
    bitmap.close();
  }
}
