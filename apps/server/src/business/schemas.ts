import {
  customSalutationSchema,
  fontRefSchema,
  isoDateSchema,
  senderSchema,
  templateRefSchema,
  variableNameSchema,
  variantTextsSchema,
} from '@federkiel/machines/configurator/schema';
import { recipientSchema } from '@federkiel/machines/configurator/recipientSchema';
import {
  ENVELOPES,
  PERSONALISATIONS,
  SHIPPING_MODES,
  TEXT_SIZES,
} from '@federkiel/machines/configurator/vocabulary';
import { z } from 'zod';

// The business API's boundary: every body, query and answer as a zod schema. The server
// validates with them and the OpenAPI document (openapi.ts) is generated from them, so the
// document cannot drift from what the server checks. The card's parts are the configurator's
// own schemas (machines/src/configurator/schema.ts), so an API order carries exactly what a
// configuration in the shop does; unknown keys anywhere are refused (unknownKeys.ts).

/** The customer's address: the parcel's destination („an mich“), else the billing address. */
export const customerAddressSchema = z.strictObject({
  name: z.string().min(1).max(200),
  company: z.string().max(200).optional(),
  address1: z.string().min(1).max(200),
  address2: z.string().max(200).optional(),
  zip: z.string().min(1).max(20),
  city: z.string().min(1).max(200),
  country: z.string().length(2),
});

export const orderBodySchema = z
  .strictObject({
    product_id: z.string().min(1).max(64).meta({ example: 'prd_a6_postkarte' }),
    template: templateRefSchema,
    font: fontRefSchema,
    personalisation: z.enum(PERSONALISATIONS),
    text_size: z.enum(TEXT_SIZES).default('medium'),
    texts: variantTextsSchema,
    custom_salutation: customSalutationSchema.nullable().default(null),
    custom_variables: z.array(variableNameSchema).max(30).default([]),
    recipients: z.array(recipientSchema).min(1).max(10_000),
    shipping: z.strictObject({
      mode: z.enum(SHIPPING_MODES),
      date: isoDateSchema,
      envelope: z.enum(ENVELOPES).default('closed'),
      address: customerAddressSchema,
    }),
    sender: senderSchema.optional(),
    coupon_code: z.string().min(1).max(100).optional(),
  })
  .meta({ id: 'OrderRequest' });
export type OrderBody = z.output<typeof orderBodySchema>;

const money = z.number().meta({ description: 'Euro, two decimals' });

/** An invoice or credit note of the order; the URLs take the API key like every call. */
export const orderDocumentSchema = z
  .strictObject({
    n: z.int().min(1),
    kind: z.enum(['invoice', 'credit_note']),
    number: z.string(),
    issued_at: z.string(),
    /** The PDF/A-3 (ZUGFeRD / Factur-X EN 16931, its XML inside). */
    pdf_url: z.string(),
    /** The EN 16931 XML alone (CII; UBL for a credit note). */
    xml_url: z.string(),
    /** The XRechnung (CII), when the buyer gave a Leitweg-ID. */
    xrechnung_url: z.string().nullable(),
  })
  .meta({ id: 'OrderDocument' });

export const orderSchema = z
  .strictObject({
    /** `bo_…` for an order placed through the API, the shop order's `ord_…` for one placed in the shop. */
    id: z.string(),
    source: z.enum(['api', 'shop']),
    mode: z.enum(['test', 'live']),
    /** `test` for a test order; else the shop order's status (pending, complete, canceled …). */
    status: z.string(),
    production_status: z.string().nullable(),
    number: z.string().nullable(),
    created_at: z.string(),
    card_count: z.int(),
    currency: z.literal('EUR'),
    totals: z.strictObject({
      sub_total: money,
      shipment_total: money,
      discount_total: money,
      tax_total: money,
      grand_total: money,
    }),
    tracking: z.strictObject({ carrier: z.string(), number: z.string() }).nullable(),
    documents: z.array(orderDocumentSchema),
  })
  .meta({ id: 'Order' });
export type BusinessOrder = z.output<typeof orderSchema>;

export const orderListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.string().min(1).max(40).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

export const orderListSchema = z
  .strictObject({
    page: z.int(),
    limit: z.int(),
    count: z.int(),
    results: z.array(orderSchema),
  })
  .meta({ id: 'OrderList' });

export const idParamSchema = z.strictObject({ id: z.string().min(1).max(64) });

export const documentParamSchema = z.strictObject({
  id: z.string().min(1).max(64),
  n: z.coerce.number().int().min(1).max(1000),
  format: z.enum(['pdf', 'xml', 'xrechnung']).default('pdf'),
});

export const errorSchema = z
  .strictObject({
    error: z.strictObject({
      message: z.string(),
      code: z.string(),
      param: z.string().nullable().optional(),
    }),
    // 422: the field errors and the affected cards (configurations/configurationRefusal.ts).
    errors: z.record(z.string(), z.unknown()).optional(),
    cards: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .meta({ id: 'Error' });

export const templateListSchema = z
  .strictObject({
    products: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        kind: z.string(),
        width_mm: z.number(),
        height_mm: z.number(),
      }),
    ),
    templates: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'TemplateList' });

export const fontListSchema = z
  .strictObject({
    fonts: z.array(z.strictObject({ id: z.string(), slug: z.string(), name: z.string() })),
  })
  .meta({ id: 'FontList' });
