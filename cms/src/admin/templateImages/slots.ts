// Which of a template's picture fields a dropped file most likely belongs to (issue #31): the
// file name first („vorschau“, „front“ …), then the size — both pictures share the format's
// aspect ratio, so the wider file is the printed front and the narrower the product-list preview.

export type ImageSlot = 'previewImage' | 'frontImage';

/** The labels of the edit view (src/editor/labels.ts). */
export const SLOT_LABELS: Record<ImageSlot, string> = {
  previewImage: 'Vorschaubild',
  frontImage: 'Vorderseite',
};

export const SLOTS = Object.keys(SLOT_LABELS) as ImageSlot[];

export interface DroppedImage {
  name: string;
  width?: number;
}

/** The narrowest front any format accepts (A6 at 150 dpi, src/editor/rules/imageRules.ts). */
const FRONT_MIN_WIDTH = 875;

const NAME_HINTS: [RegExp, ImageSlot][] = [
  [/vorschau|preview|thumb|liste|klein/i, 'previewImage'],
  [/vorder|front|motiv|druck|gross|groß/i, 'frontImage'],
];

function slotByName(name: string): ImageSlot | null {
  return NAME_HINTS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** A slot per file (null: not assigned), each slot at most once. */
export function guessSlots(files: readonly DroppedImage[]): (ImageSlot | null)[] {
  const slots: (ImageSlot | null)[] = files.map(() => null);
  const taken = new Set<ImageSlot>();
  files.forEach((file, index) => {
    const slot = slotByName(file.name);
    if (slot && !taken.has(slot)) {
      slots[index] = slot;
      taken.add(slot);
    }
  });
  const widestFirst = files
    .map((file, index) => ({ index, width: file.width ?? 0 }))
    .filter(({ index }) => slots[index] === null)
    .sort((a, b) => b.width - a.width);
  for (const { index, width } of widestFirst) {
    const preferred: ImageSlot = width >= FRONT_MIN_WIDTH ? 'frontImage' : 'previewImage';
    const slot = [preferred, ...SLOTS].find((s) => !taken.has(s));
    if (!slot) break;
    slots[index] = slot;
    taken.add(slot);
  }
  return slots;
}

/** Slots chosen for more than one file. */
export function doubleSlots(slots: readonly (ImageSlot | null)[]): ImageSlot[] {
  return SLOTS.filter((slot) => slots.filter((s) => s === slot).length > 1);
}
