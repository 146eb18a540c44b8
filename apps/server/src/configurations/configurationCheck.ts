import { loadDePostcodes } from '@federkiel/machines/addresses/dePostcodes';
import { checkRecipientAddresses } from '@federkiel/machines/addresses/recipientAddresses';
import { checkOrderConfiguration } from '@federkiel/machines/configurator/orderConfiguration';
import type { IsoDate, OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { IMAGE_SLOT_LABELS, IMAGE_SLOTS } from '@federkiel/machines/configurator/vocabulary';
import type { Db } from '../db/database.ts';
import type { Catalogue, Product } from '../store/catalogue/catalogue.ts';
import type { FieldError } from '../store/fieldErrors.ts';
import { findUploads } from '../uploads/uploadStore.ts';
import { uploadNameFromUrl } from '../uploads/uploadUrls.ts';
import type { FontLoader } from './cmsFonts.ts';
import { refusalBody, type RefusalBody } from './configurationRefusal.ts';

// The server's re-check of a configuration the browser has already checked: nothing the
// browser says is taken on trust. The canvas must be a product of the store's catalogue
// with the same size; images must be files this server stored, at the pixel size claimed;
// the font is loaded from the CMS; then the machines' rules run — the same step rules,
// recipient rules and fit check (text layout with the real font) as in the browser.

/** The working days the robot needs before the earliest shipping date (machines default). */
export const LEAD_WORKING_DAYS = 1;

export interface CheckContext {
  db: Db;
  catalogue: Catalogue;
  fonts: FontLoader;
  publicUrl: string;
  maxCards: number;
  today: IsoDate;
}

/** The font of a design is gone from the CMS. */
export const UNKNOWN_FONT: FieldError = {
  code: 'UNKNOWN_FONT',
  message: 'Diese Handschrift gibt es nicht mehr. Bitte wähle eine andere Handschrift.',
};

/** The CMS has the font, but its files cannot be read. */
export const FONT_UNREADABLE: FieldError = {
  code: 'FONT_UNREADABLE',
  message:
    'Diese Handschrift kann gerade nicht geprüft werden. Bitte wähle eine andere Handschrift oder versuche es später noch einmal.',
};

export class ConfigurationRefused extends Error {
  constructor(readonly body: RefusalBody) {
    super('configuration refused');
    this.name = 'ConfigurationRefused';
  }
}

function productOf(
  catalogue: Catalogue,
  canvas: OrderConfiguration['canvas'],
): Product | FieldError {
  const product = catalogue.product(canvas.key);
  if (!product || product.canvasKey !== canvas.key) {
    return {
      code: 'UNKNOWN_CANVAS',
      message: 'Dieses Format gibt es im Shop nicht (mehr). Bitte wähle ein anderes Format.',
    };
  }
  if (
    product.kind !== canvas.kind ||
    product.widthMm !== canvas.widthMm ||
    product.heightMm !== canvas.heightMm
  ) {
    return {
      code: 'CANVAS_MISMATCH',
      message:
        'Die Maße des Formats stimmen nicht mit dem Shop überein. Bitte lade die Seite neu und wähle das Format noch einmal.',
    };
  }
  return product;
}

async function imageErrors(
  ctx: CheckContext,
  images: OrderConfiguration['images'],
): Promise<Record<string, FieldError>> {
  const errors: Record<string, FieldError> = {};
  const wanted = new Map<string, string>();
  for (const slot of IMAGE_SLOTS) {
    const image = images[slot];
    if (!image) continue;
    const name = uploadNameFromUrl(image.url, ctx.publicUrl);
    if (name) wanted.set(slot, name);
    else
      errors[`images.${slot}`] = {
        code: 'NOT_UPLOADED',
        message: `${IMAGE_SLOT_LABELS[slot]}: Das Bild muss über den Shop hochgeladen werden.`,
      };
  }
  const rows = new Map(
    (await findUploads(ctx.db, [...new Set(wanted.values())])).map((row) => [row.name, row]),
  );
  for (const [slot, name] of wanted) {
    const label = IMAGE_SLOT_LABELS[slot as keyof typeof IMAGE_SLOT_LABELS];
    const image = images[slot as keyof typeof images];
    const row = rows.get(name);
    if (!row) {
      errors[`images.${slot}`] = {
        code: 'UPLOAD_MISSING',
        message: `${label}: Das Bild wurde nicht gefunden. Bitte lade es noch einmal hoch.`,
      };
    } else if (image && (row.width_px !== image.widthPx || row.height_px !== image.heightPx)) {
      // The DPI rule is checked with these numbers, so they must be the file's own.
      errors[`images.${slot}`] = {
        code: 'IMAGE_SIZE_MISMATCH',
        message: `${label}: Die Bildgröße stimmt nicht mit der hochgeladenen Datei überein (${row.width_px} × ${row.height_px} Pixel). Bitte lade das Bild noch einmal hoch.`,
      };
    }
  }
  return errors;
}

/** Answers the product to put in the cart, or throws `ConfigurationRefused` (422). */
export async function checkConfiguration(
  ctx: CheckContext,
  configuration: OrderConfiguration,
): Promise<Product> {
  const errors: Record<string, FieldError> = {};
  const product = productOf(ctx.catalogue, configuration.canvas);
  if ('code' in product) errors.canvas = product;
  Object.assign(errors, await imageErrors(ctx, configuration.images));

  // A CMS outage throws CmsUnavailableError (503) from here.
  const lookup = await ctx.fonts.load(configuration.font.id);
  if (lookup.status === 'missing') errors.font = UNKNOWN_FONT;
  else if (lookup.status === 'unreadable') errors.font = FONT_UNREADABLE;

  // The pen font's layout when the CMS font has a pen font (what the robot writes; a
  // character it lacks is reported as missing), else the web font (cmsFonts.ts).
  const font = lookup.status === 'found' ? lookup.font.font : null;
  const check = checkOrderConfiguration(
    configuration,
    { today: ctx.today, maxCards: ctx.maxCards, leadWorkingDays: LEAD_WORKING_DAYS },
    font,
  );
  // Without a font the rules report "fit check failed"; the font error above says why.
  const problems = font
    ? check.problems
    : check.problems.filter((p) => p.code !== 'fitCheckFailed');
  // Postcode ↔ town (issue 42): a card the customer kept with „Adresse stimmt so“ passes.
  const addresses = checkRecipientAddresses(configuration.recipients, await loadDePostcodes());
  if (
    'code' in product ||
    Object.keys(errors).length > 0 ||
    problems.length > 0 ||
    addresses.length > 0
  ) {
    throw new ConfigurationRefused(
      refusalBody({
        problems,
        recipients: configuration.recipients,
        validation: check.recipients,
        fit: check.fit,
        addresses,
        errors,
      }),
    );
  }
  return product;
}
