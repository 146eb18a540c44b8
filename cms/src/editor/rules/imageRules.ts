// A template's pictures need enough pixels for where the shop shows them (issue #31), as the
// field hints say (labels.ts): the preview fills a product card, the front is printed and must
// reach 150 dpi across the card's width — the same floor the configurator sets for customers'
// images. Checked when a picture is put into its slot; messages in German, with what to do.

export type ImageSlot = 'previewImage' | 'frontImage';

export interface SlotImage {
  id: number;
  name: string;
  width?: number | null;
  height?: number | null;
}

export interface ImageCanvas {
  name?: string | null;
  widthInMillimeters?: number | null;
}

/** The preview on a product card: at least this wide (600 px recommended). */
export const PREVIEW_MIN_WIDTH = 400;
/** The front without a (real) canvas yet: the hint's recommended width. */
export const FRONT_DEFAULT_MIN_WIDTH = 1200;
export const MIN_DPI = 150;
const MM_PER_INCH = 25.4;

/** The narrowest front picture for the canvas: 150 dpi across its width. */
export function frontImageMinWidth(canvas: ImageCanvas | null | undefined): number {
  const mm = canvas?.widthInMillimeters ?? 0;
  return mm > 0 ? Math.ceil((mm / MM_PER_INCH) * MIN_DPI) : FRONT_DEFAULT_MIN_WIDTH;
}

/** The German message when `image` is too small for `slot`, or null. */
export function imageSizeProblem(
  slot: ImageSlot,
  image: SlotImage | null | undefined,
  canvas: ImageCanvas | null | undefined,
): string | null {
  // Pictures whose size Strapi does not know (SVG) cannot be checked here.
  if (!image?.width || !image.height) return null;
  const size = `${image.width} × ${image.height} px`;
  if (slot === 'previewImage') {
    if (image.width >= PREVIEW_MIN_WIDTH) return null;
    return `Das Vorschaubild „${image.name}“ ist nur ${size} groß – für die Produktliste braucht es mindestens ${PREVIEW_MIN_WIDTH} px Breite (besser 600 px). Bitte ein größeres Bild hochladen.`;
  }
  const min = frontImageMinWidth(canvas);
  if (image.width >= min) return null;
  const format =
    canvas?.widthInMillimeters && canvas.widthInMillimeters > 0
      ? `im Format „${canvas.name ?? ''}“ (${canvas.widthInMillimeters} mm breit) braucht es mindestens ${min} px Breite, das sind ${MIN_DPI} dpi`
      : `braucht es mindestens ${min} px Breite`;
  return `Die Vorderseite „${image.name}“ ist nur ${size} groß – für den Druck ${format}. Bitte ein größeres Bild hochladen.`;
}
