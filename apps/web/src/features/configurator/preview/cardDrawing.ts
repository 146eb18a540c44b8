import {
  createRecipient,
  fitCard,
  handwritePage,
  imagePrintSizeMm,
  MARGINS_MM,
  writableArea,
  type AddressForm,
  type CardFit,
  type ConfigurationDraft,
  type FitSettings,
  type GlyphPlacement,
  type LaidOutLine,
  type LayoutFont,
  type PageIndex,
  type Recipient,
  type WritableArea,
} from '@federkiel/machines';

// What the preview draws for one card: the machines' layout (the fit check's very line
// breaks, with the browser's copy of the font file) and their seeded handwriting jitter,
// placed on the sheet in millimetres.

export interface DrawnLine {
  line: LaidOutLine;
  glyphs: GlyphPlacement[];
}

export interface DrawnPage {
  index: PageIndex;
  label: string;
  /** Top-left corner of the page on the sheet (mm). */
  offsetXMm: number;
  offsetYMm: number;
  area: WritableArea;
  lines: DrawnLine[];
  overflows: boolean;
}

export interface DrawnCard {
  fit: CardFit;
  pages: DrawnPage[];
}

/** Gap between the two pages of a letter, drawn one under the other. */
export const LETTER_GAP_MM = 8;

/** Where each writing page sits on the inside sheet: a spread for folded cards, stacked letters. */
export function pageOffset(settings: Pick<FitSettings, 'canvas'>, index: PageIndex) {
  const { kind, widthMm, heightMm } = settings.canvas;
  if (kind === 'folded_card') return { x: index * widthMm, y: 0 };
  if (kind === 'letter') return { x: 0, y: index * (heightMm + LETTER_GAP_MM) };
  return { x: 0, y: 0 };
}

/** The inside sheet's size in mm (what fit-to-width fits). */
export function insideSheetSize(canvas: FitSettings['canvas']) {
  if (canvas.kind === 'folded_card')
    return { widthMm: canvas.widthMm * 2, heightMm: canvas.heightMm };
  if (canvas.kind === 'letter')
    return { widthMm: canvas.widthMm, heightMm: canvas.heightMm * 2 + LETTER_GAP_MM };
  return { widthMm: canvas.widthMm, heightMm: canvas.heightMm };
}

export function drawCard(font: LayoutFont, settings: FitSettings, recipient: Recipient): DrawnCard {
  const fit = fitCard(font, settings, recipient);
  const pages = fit.pages.map((page) => {
    const glyphs = handwritePage(font, page.layout, recipient.id, page.index);
    const offset = pageOffset(settings, page.index);
    return {
      index: page.index,
      label: page.label,
      offsetXMm: offset.x,
      offsetYMm: offset.y,
      area: writableArea(settings.canvas, page.index, settings.hasLogo),
      lines: page.layout.lines.map((line, i) => ({ line, glyphs: glyphs[i] ?? [] })),
      overflows: !page.layout.fits,
    };
  });
  return { fit, pages };
}

/** Where the logo goes on the primary page: centred above the writing, in its 60 × 16 mm box. */
export function logoBox(settings: FitSettings, image: { widthPx: number; heightPx: number }) {
  const size = imagePrintSizeMm(settings.canvas, 'logo', image.widthPx / image.heightPx);
  if (!size) return null;
  const margins = MARGINS_MM[settings.canvas.kind];
  const areaWidth = settings.canvas.widthMm - margins.left - margins.right;
  return {
    xMm: margins.left + (areaWidth - size.widthMm) / 2,
    yMm: margins.top,
    widthMm: size.widthMm,
    heightMm: size.heightMm,
  };
}

/** A card to show before any recipient of this variant is entered. */
export function exampleRecipient(
  form: AddressForm,
  draft: Pick<ConfigurationDraft, 'customVariables' | 'personalisation'>,
  freeTextSample = '…',
): Recipient {
  const variables = Object.fromEntries(draft.customVariables.map((name) => [name, `‹${name}›`]));
  const person =
    form === 'ihr'
      ? { firstName: '', lastName: 'Weber', gender: 'neutral' as const }
      : { firstName: 'Anna', lastName: 'Schmidt', gender: 'female' as const };
  return createRecipient(`example-${form}`, {
    ...person,
    addressForm: form,
    variables,
    freeText: draft.personalisation === 'free_text' ? freeTextSample : '',
  });
}
