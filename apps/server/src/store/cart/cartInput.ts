import { z } from 'zod';
import { addressSchema } from '../addresses.ts';
import { PAYMENT_METHODS } from '../../payments/gateway.ts';
import { MAX_CARDS_PER_CART, MAX_ITEMS_PER_CART } from './cartData.ts';
import { SHIPPING_SERVICE_IDS } from './shipping.ts';

// Request bodies of the cart calls (store-api.md "Endpoints"). Unknown keys are dropped —
// notably any `price` a browser sends: prices come from the catalogue only.

/** Item metadata is kept as sent, within reason. */
export const MAX_METADATA_BYTES = 16 * 1024;

export const metadataSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_METADATA_BYTES, {
    error: `metadata must be at most ${MAX_METADATA_BYTES} bytes as JSON`,
  });

export const quantitySchema = z
  .number({ error: 'quantity must be a number' })
  .int({ error: 'quantity must be a whole number' })
  .min(1, { error: 'quantity must be at least 1' })
  .max(MAX_CARDS_PER_CART, { error: `quantity must be at most ${MAX_CARDS_PER_CART}` });

const optionSchema = z.object({
  id: z.string().min(1).max(100),
  value: z.union([z.string().max(200), z.number(), z.boolean()]).transform(String),
});

export const itemInputSchema = z.object({
  product_id: z.string().min(1).max(200),
  quantity: quantitySchema.default(1),
  variant_id: z.string().max(200).nullish(),
  options: z.array(optionSchema).max(20).optional(),
  metadata: metadataSchema.nullish(),
});
export type ItemInput = z.output<typeof itemInputSchema>;

export const itemUpdateSchema = z.object({
  // 0 removes the line, as in Swell.
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int({ error: 'quantity must be a whole number' })
    .min(0, { error: 'quantity must not be negative' })
    .max(MAX_CARDS_PER_CART, { error: `quantity must be at most ${MAX_CARDS_PER_CART}` })
    .optional(),
  options: z.array(optionSchema).max(20).optional(),
  metadata: metadataSchema.nullish(),
});

export const itemListSchema = z.array(itemInputSchema).max(MAX_ITEMS_PER_CART, {
  error: `a cart holds at most ${MAX_ITEMS_PER_CART} lines`,
});

export const codeSchema = z.object({
  code: z.string().trim().min(1, { error: 'code must not be empty' }).max(100),
});

const shippingSchema = addressSchema.extend({
  service: z.enum(SHIPPING_SERVICE_IDS).nullish(),
});

const methodData = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4096, {
    error: 'at most 4 KB of payment method data',
  });

const billingSchema = addressSchema.extend({
  // Issue #29: a public-sector buyer's Leitweg-ID (the XRechnung's BT-10); its form is
  // checked with the address (addresses.ts), so the answer names the field in German.
  leitweg_id: z.string().trim().max(46).nullish(),
  method: z.enum(PAYMENT_METHODS).nullish(),
  card: z.object({ token: z.string().min(1).max(200) }).nullish(),
  account_card_id: z.string().min(1).max(200).nullish(),
  intent: z.record(z.string().max(50), z.object({ id: z.string().min(1).max(200) })).nullish(),
  paypal: methodData.nullish(),
  klarna: methodData.nullish(),
  ideal: methodData.nullish(),
  bancontact: methodData.nullish(),
  paysafecard: methodData.nullish(),
  amazon: methodData.nullish(),
});

/** The customer's remark on the order ("Anmerkung zur Bestellung", spec: client comments). */
export const MAX_COMMENTS_LENGTH = 1000;

// Trimmed; an empty remark clears the field (null), so "no remark" has one spelling.
const commentsSchema = z
  .string({ error: 'Die Anmerkung muss ein Text sein.' })
  .trim()
  .max(MAX_COMMENTS_LENGTH, {
    error: 'Die Anmerkung zur Bestellung darf höchstens 1.000 Zeichen lang sein.',
  })
  .transform((text) => (text === '' ? null : text))
  .nullish();

export const cartUpdateSchema = z.object({
  account: z
    .object({
      email: z.string().trim().max(254).nullish(),
    })
    .nullish(),
  shipping: shippingSchema.nullish(),
  billing: billingSchema.nullish(),
  items: itemListSchema.optional(),
  coupon_code: z.string().trim().max(100).nullish(),
  metadata: metadataSchema.nullish(),
  comments: commentsSchema,
});
export type CartUpdate = z.output<typeof cartUpdateSchema>;
