import {
  assessImageResolution,
  imagePrintSizeMm,
  MIN_DPI,
  type Canvas,
  type ImageResolutionDecision,
  type ImageSlot,
  type PrintSize,
} from '@federkiel/machines';

// Pure decisions for a customer image (spec §5): how it is printed, how far the crop tool may
// zoom in, and what is uploaded. The DPI rules themselves are the machines'.

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The aspect the crop keeps: the surface for backgrounds, the image's own for a logo. */
export function cropAspect(canvas: Canvas, slot: ImageSlot, image: ImageSize): number {
  if (slot === 'logo') return image.width / image.height;
  const print = imagePrintSizeMm(canvas, slot);
  return print ? print.widthMm / print.heightMm : image.width / image.height;
}

/** The printed size of a crop with `aspect` (null where the canvas has no such surface). */
export function printSizeOf(canvas: Canvas, slot: ImageSlot, aspect: number): PrintSize | null {
  return imagePrintSizeMm(canvas, slot, aspect);
}

/** The largest crop of `aspect` inside the image (what "zoomed out completely" shows). */
export function largestCrop(image: ImageSize, aspect: number): ImageSize {
  return image.width / image.height > aspect
    ? { width: Math.round(image.height * aspect), height: image.height }
    : { width: image.width, height: Math.round(image.width / aspect) };
}

/** The verdict for the whole image zoomed out: too small means no crop can help. */
export function assessBestCrop(
  canvas: Canvas,
  slot: ImageSlot,
  image: ImageSize,
): { aspect: number; print: PrintSize; decision: ImageResolutionDecision } | null {
  const aspect = cropAspect(canvas, slot, image);
  const print = printSizeOf(canvas, slot, aspect);
  if (!print) return null;
  const crop = largestCrop(image, aspect);
  return {
    aspect,
    print,
    decision: assessImageResolution({ widthPx: crop.width, heightPx: crop.height }, print),
  };
}

/** How far the crop tool may zoom in before the crop falls under the minimum DPI. */
export function maxZoomFor(bestDpi: number): number {
  return Math.max(1, Math.min(5, bestDpi / MIN_DPI));
}

export type UploadFormat = 'image/png' | 'image/jpeg';

export interface UploadPlan {
  /** Upload the original file untouched (whole image, within the DPI range). */
  original: boolean;
  width: number;
  height: number;
  format: UploadFormat;
}

/** What the crop becomes: untouched, cut out, or cut out and scaled down to 300 DPI (PNG). */
export function uploadPlan(
  area: PixelArea,
  image: ImageSize,
  decision: ImageResolutionDecision,
  sourceType: string,
): UploadPlan | null {
  if (decision.verdict === 'tooSmall') return null;
  if (decision.verdict === 'downscale')
    return {
      original: false,
      width: decision.targetWidthPx,
      height: decision.targetHeightPx,
      format: 'image/png',
    };
  const whole =
    area.x <= 0 && area.y <= 0 && area.width >= image.width && area.height >= image.height;
  return {
    original: whole,
    width: area.width,
    height: area.height,
    format: sourceType === 'image/png' ? 'image/png' : 'image/jpeg',
  };
}

/** Spec §4 file names: logo.png, background.jpg (the server goes by content anyway). */
export function uploadFileName(slot: ImageSlot, format: UploadFormat): string {
  const base =
    slot === 'logo' ? 'logo' : slot === 'innerBackground' ? 'inner-background' : 'background';
  return `${base}.${format === 'image/png' ? 'png' : 'jpg'}`;
}
