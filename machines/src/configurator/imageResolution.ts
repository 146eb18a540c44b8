// Spec §5 image quality: effective resolution = pixels ÷ (print size in mm ÷ 25.4). Below
// 150 DPI the image is refused with the spec's advice; above our maximum of 300 DPI it is
// scaled down to 300 DPI and kept as PNG (more pixels than print can show only make uploads
// and previews slow). Between the two it is kept as it is.

export const MM_PER_INCH = 25.4;
export const MIN_DPI = 150;
export const MAX_DPI = 300;

export interface PixelSize {
  widthPx: number;
  heightPx: number;
}

export interface PrintSize {
  widthMm: number;
  heightMm: number;
}

export type ImageResolutionDecision =
  | { verdict: 'tooSmall'; dpi: number; minDpi: number; message: string }
  | { verdict: 'keep'; dpi: number }
  | {
      verdict: 'downscale';
      dpi: number;
      targetWidthPx: number;
      targetHeightPx: number;
      format: 'image/png';
    };

export const IMAGE_TOO_SMALL_MESSAGE_DE =
  'Das Bild ist für diese Größe zu klein ({{dpi}} dpi, mindestens {{minDpi}} dpi). ' +
  'Bitte herauszoomen oder ein größeres Bild hochladen.';

/** Pixels per inch along one side. */
export function dpiOf(pixels: number, millimetres: number): number {
  return pixels / (millimetres / MM_PER_INCH);
}

/**
 * The effective DPI of an image printed at `print` size: the weaker of the two sides
 * (a crop usually matches the aspect ratio, so both are about equal).
 */
export function effectiveDpi(image: PixelSize, print: PrintSize): number {
  return Math.min(dpiOf(image.widthPx, print.widthMm), dpiOf(image.heightPx, print.heightMm));
}

/** What to do with an image (the cropped area, in pixels) printed at `print` size. */
export function assessImageResolution(image: PixelSize, print: PrintSize): ImageResolutionDecision {
  const dpi = effectiveDpi(image, print);
  const rounded = Math.floor(dpi);
  if (dpi < MIN_DPI) {
    const message = IMAGE_TOO_SMALL_MESSAGE_DE.replace('{{dpi}}', String(rounded)).replace(
      '{{minDpi}}',
      String(MIN_DPI),
    );
    return { verdict: 'tooSmall', dpi: rounded, minDpi: MIN_DPI, message };
  }
  if (dpi <= MAX_DPI) return { verdict: 'keep', dpi: rounded };
  // Same factor on both sides keeps the aspect ratio; the weaker side lands on 300 DPI.
  const scale = MAX_DPI / dpi;
  return {
    verdict: 'downscale',
    dpi: rounded,
    targetWidthPx: Math.max(1, Math.round(image.widthPx * scale)),
    targetHeightPx: Math.max(1, Math.round(image.heightPx * scale)),
    format: 'image/png',
  };
}

/**
 * The fewest pixels a crop may have for `print` at the minimum DPI: the crop tool's zoom
 * limit, so the customer cannot zoom into a refusal.
 */
export function minimumCropPixels(print: PrintSize): PixelSize {
  return {
    widthPx: Math.ceil((print.widthMm / MM_PER_INCH) * MIN_DPI),
    heightPx: Math.ceil((print.heightMm / MM_PER_INCH) * MIN_DPI),
  };
}
