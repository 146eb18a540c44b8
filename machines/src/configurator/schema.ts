import { z } from 'zod';
import {
  CANVAS_KINDS,
  DEFAULT_MAX_CARDS,
  ENVELOPES,
  PERSONALISATIONS,
  SHIPPING_MODES,
  TEXT_SIZES,
} from './vocabulary.ts';
import { recipientSchema } from './recipientSchema.ts';

// The order configuration as the browser sends it to `POST /swell/configurations` and the
// server stores it. These schemas check the *shape* (types, generous size caps against
// abuse); the business rules (spec §5) are `validateRecipients` and `checkOrderConfiguration`,
// which both sides run on the parsed value.

/** A calendar date `YYYY-MM-DD` (no time zone: shipping days are German calendar days). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export type IsoDate = string;

const cmsId = z.string().min(1).max(64);

/** A CMS canvas (docs/cms.md); `key` is also the store product's slug. */
export const canvasSchema = z.object({
  id: cmsId,
  key: z.string().min(1).max(64),
  name: z.string().max(120),
  kind: z.enum(CANVAS_KINDS),
  widthMm: z.number().positive().max(1000),
  heightMm: z.number().positive().max(1000),
});
export type Canvas = z.infer<typeof canvasSchema>;

export const templateRefSchema = z.object({ id: cmsId, name: z.string().max(200) });
export type TemplateRef = z.infer<typeof templateRefSchema>;

/** A handwriting font from the CMS: global or the account's own (spec §7). */
export const fontRefSchema = z.object({
  id: cmsId,
  slug: z.string().min(1).max(120),
  name: z.string().max(120),
});
export type FontRef = z.infer<typeof fontRefSchema>;

const TEXT_MAX = 10_000;

/** One writing page: a heading line(s) and the body. */
export const pageTextSchema = z.object({
  heading: z.string().max(500),
  body: z.string().max(TEXT_MAX),
});
export type PageText = z.infer<typeof pageTextSchema>;

/**
 * A card's texts for one address form. Always two pages in storage: postcards use page 0
 * only, folded cards left (0) and right (1), letters first (0) and second (1) page; see
 * `pagesOf(kind)`. Keeping both means switching the canvas back and forth loses nothing.
 */
export const cardTextSchema = z.object({ pages: z.tuple([pageTextSchema, pageTextSchema]) });
export type CardText = z.infer<typeof cardTextSchema>;
export type PageIndex = 0 | 1;

export const variantTextsSchema = z.object({
  du: cardTextSchema,
  sie: cardTextSchema,
  ihr: cardTextSchema,
});
export type VariantTexts = z.infer<typeof variantTextsSchema>;

/**
 * Spec §5: the custom salutation needs both forms. Each form is a template with variables
 * ("Lieber {{Vorname}},"). `null` in a configuration = the standard rules.
 */
export const customSalutationSchema = z.object({
  masculine: z.string().max(200),
  feminine: z.string().max(200),
});
export type CustomSalutation = z.infer<typeof customSalutationSchema>;

/** An image already uploaded with `POST /swell/upload`, at its final (printed) pixel size. */
export const uploadedImageSchema = z.object({
  url: z
    .string()
    .min(1)
    .max(2000)
    .refine((url) => /^(https?:\/\/|\/)/.test(url), 'absolute or root-relative URL'),
  widthPx: z.number().int().positive().max(50_000),
  heightPx: z.number().int().positive().max(50_000),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const imagesSchema = z.object({
  logo: uploadedImageSchema.nullable(),
  outerBackground: uploadedImageSchema.nullable(),
  innerBackground: uploadedImageSchema.nullable(),
});
export type Images = z.infer<typeof imagesSchema>;

/** Custom variable names: letters (umlauts too), digits, `_` and `-`; no spaces (spec §3). */
export const VARIABLE_NAME_PATTERN = /^[\p{L}\p{N}_-]{1,40}$/u;
export const variableNameSchema = z.string().regex(VARIABLE_NAME_PATTERN);

export const shippingSchema = z.object({
  mode: z.enum(SHIPPING_MODES),
  date: isoDateSchema,
  envelope: z.enum(ENVELOPES),
});
export type Shipping = z.infer<typeof shippingSchema>;

/** The sender placeholders' values (issue 19); optional so older configurations still read. */
export const senderSchema = z.object({
  company: z.string().max(100),
  name: z.string().max(100),
});

export const CONFIGURATION_VERSION = 1;

/** The schema of a complete order configuration, with a chosen card limit. */
export function createOrderConfigurationSchema(maxCards: number = DEFAULT_MAX_CARDS) {
  return z.object({
    version: z.literal(CONFIGURATION_VERSION),
    canvas: canvasSchema,
    template: templateRefSchema,
    personalisation: z.enum(PERSONALISATIONS),
    font: fontRefSchema,
    textSize: z.enum(TEXT_SIZES),
    texts: variantTextsSchema,
    customSalutation: customSalutationSchema.nullable(),
    customVariables: z.array(variableNameSchema).max(30),
    images: imagesSchema,
    recipients: z.array(recipientSchema).min(1).max(maxCards),
    shipping: shippingSchema,
    sender: senderSchema.optional(),
  });
}

/** `POST /swell/configurations` body, with the default limit of 10,000 cards. */
export const orderConfigurationSchema = createOrderConfigurationSchema();
export type OrderConfiguration = z.infer<typeof orderConfigurationSchema>;

/** The configurator's work in progress: the same fields, each may still be unset. */
export const configurationDraftSchema = z.object({
  canvas: canvasSchema.nullable(),
  template: templateRefSchema.nullable(),
  /** The template's own texts, kept so "start fresh" and "reset" can go back to them. */
  templateTexts: variantTextsSchema.nullable(),
  personalisation: z.enum(PERSONALISATIONS).nullable(),
  font: fontRefSchema.nullable(),
  textSize: z.enum(TEXT_SIZES),
  texts: variantTextsSchema,
  customSalutation: customSalutationSchema.nullable(),
  customVariables: z.array(variableNameSchema).max(30),
  images: imagesSchema,
  recipients: z.array(recipientSchema).max(100_000),
  shipping: shippingSchema.extend({ date: isoDateSchema.nullable() }),
  sender: senderSchema.optional(),
});
export type ConfigurationDraft = z.infer<typeof configurationDraftSchema>;
