import { z } from 'zod';
import {
  NOTE_MAX_LENGTH,
  ORDER_STATUSES,
  PRODUCTION_STATUSES,
  type OrderStatus,
  type ProductionStatus,
} from './statuses.ts';
import type { AllowedMoves } from './moves.ts';
import { trackingBodySchema, type Tracking } from './tracking.ts';

// The order dashboard's API under /swell/admin (docs/dashboard.md): the request schemas the
// server validates with and the answers the dashboard reads. One file, so both sides name
// every field the same way.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const ORDER_SORTS = ['date', 'shipping_date', 'value'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_LIST_PAGE_SIZES = [25, 50, 100] as const;

/** `GET /swell/admin/orders` (and `orders.xlsx`): every value a string from the URL. */
export const orderListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (ORDER_LIST_PAGE_SIZES as readonly number[]).includes(n), {
        message: `one of ${ORDER_LIST_PAGE_SIZES.join(', ')}`,
      })
      .default(50),
    sort: z.enum(ORDER_SORTS).default('date'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    status: z.enum(ORDER_STATUSES).optional(),
    production_status: z.enum(PRODUCTION_STATUSES).optional(),
    shipping_from: isoDate.optional(),
    shipping_to: isoDate.optional(),
    search: z.string().trim().max(200).optional(),
    /** Only orders due to ship (not sent out, not canceled) — the overview's "fällig" link. */
    open: z.enum(['1']).optional(),
  })
  .strict();
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const loginBodySchema = z
  .object({
    key: z.string().min(1).max(500),
    name: z.string().trim().min(1).max(80),
  })
  .strict();

const note = z.string().trim().max(NOTE_MAX_LENGTH);

export const statusMoveBodySchema = z
  .object({ to: z.enum(ORDER_STATUSES), note: note.optional() })
  .strict();
/**
 * A production move; „Versendet“ of a parcel „an mich“ carries the tracking number (issue 40:
 * whoever sends the parcel out types it, Produktion too).
 */
export const productionMoveBodySchema = z
  .object({
    to: z.enum(PRODUCTION_STATUSES),
    note: note.optional(),
    tracking: trackingBodySchema
      .refine((body) => body.number !== '', {
        message: 'Bitte die Sendungsnummer eingeben.',
        path: ['number'],
      })
      .optional(),
  })
  .strict()
  .refine((body) => !body.tracking || body.to === 'sent_out', {
    message: 'Eine Sendungsnummer gehört zum Schritt „Versendet“.',
    path: ['tracking'],
  });
export const bulkProductionBodySchema = z
  .object({
    ids: z.array(z.string().min(1).max(64)).min(1).max(500),
    to: z.enum(PRODUCTION_STATUSES),
    note: note.optional(),
  })
  .strict();
export const noteBodySchema = z.object({ text: note.min(1) }).strict();
export const additionalCommentBodySchema = z.object({ text: note }).strict();

export interface StaffSession {
  authenticated: true;
  staff: { name: string };
}

/** One row of the order list. Money in euros (numbers), dates ISO. */
export interface OrderRow {
  id: string;
  number: string;
  date_created: string;
  cards: number;
  template: string;
  status: OrderStatus;
  production_status: ProductionStatus;
  grand_total: number;
  shipping_date: string | null;
  billing_name: string;
  email: string;
  /** The shop provider's (payment) status: `paid`, `unpaid`, `free`. */
  payment_status: 'paid' | 'unpaid' | 'free';
  /** The WunderLink the order redeemed (the list marks it), or null (docs/wunderlink.md). */
  wunderlink: OrderWunderlink | null;
  /** Cards the robot cannot write, as last found when production files were made (issue 26). */
  unwritable_cards?: number;
}

/** The WunderLink of an order: its id and campaign name. */
export interface OrderWunderlink {
  id: string;
  campaign: string;
}

export interface OrderList {
  count: number;
  page: number;
  pages: number;
  limit: number;
  results: OrderRow[];
}

export interface DashboardOverview {
  production: Record<ProductionStatus, number>;
  status: Record<OrderStatus, number>;
  /** Not sent out, not canceled, shipping date within the next 5 working days (or overdue). */
  dueSoon: OrderRow[];
  onHold: OrderRow[];
  revenue30Days: { total: number; orders: number };
  /** Orders with cards the robot cannot write, waiting for staff to decide (issue 26). */
  unwritable?: OrderRow[];
  /** The last day counted as "due soon" (inclusive). */
  dueUntil: string;
  links: { cms: string };
}

/**
 * The staff member behind an event (issue 28): the account's id (null for the admin key
 * and the old shared-key name) and the name shown, as it was when the event happened.
 */
export interface StaffRef {
  id: string | null;
  name: string;
}

export interface HistoryEntry {
  id: string;
  at: string;
  staff: StaffRef;
  kind: 'status' | 'production' | 'note' | 'additional_comment';
  from: string | null;
  to: string | null;
  note: string | null;
}

/** System events of an order's timeline (issue 28), beside the staff moves and notes. */
export const SYSTEM_EVENT_KINDS = [
  'placed',
  'paid',
  'mail_sent',
  'wunderlink_redeemed',
  'file_downloaded',
  'refunded',
  'tracking',
  'address_changed',
] as const;
export type SystemEventKind = (typeof SYSTEM_EVENT_KINDS)[number];

/**
 * One line of the order's timeline, newest first: a staff move or note (`source: 'staff'`,
 * from/to/note as in the history) or a system event with its details in `data` (amounts
 * in cents with `gross: true` when the customer saw them gross, the e-mail's subject, the
 * file's name, …).
 */
export interface TimelineEntry {
  id: string;
  at: string;
  source: 'staff' | 'system';
  kind: HistoryEntry['kind'] | SystemEventKind;
  /** A staff member's name, the customer's e-mail, or null (the shop itself). */
  actor: string | null;
  /** The staff member who caused it; null for the customer's and the shop's own events. */
  staff: StaffRef | null;
  from: string | null;
  to: string | null;
  note: string | null;
  data: Record<string, string | number | boolean | null>;
}

export interface OrderFile {
  kind: 'logo' | 'outerBackground' | 'innerBackground';
  url: string;
  /** Download name, e.g. `FK-100042-logo.png`. */
  name: string;
}

export interface OrderAddress {
  name: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  vat_id: string;
}

export interface OrderItemSummary {
  id: string;
  template: { id: string; name: string; image: string | null };
  format: string;
  font: string;
  text_size: string;
  cards: number;
  shipping: { mode: string; date: string | null; envelope: string };
  price_total: number;
}

export interface OrderDetail {
  id: string;
  number: string;
  date_created: string;
  status: OrderStatus;
  production_status: ProductionStatus;
  payment_status: OrderRow['payment_status'];
  cards: number;
  /**
   * Cards the robot cannot write (issue 26), as found when the detail was loaded: the flag
   * („1 Karte kann nicht geschrieben werden“) and each card with its reason.
   */
  unwritable?: { count: number; label: string; cards: { n: number; message: string }[] };
  grand_total: number;
  sub_total: number;
  discount_total: number;
  shipment_total: number;
  tax_total: number;
  email: string;
  items: OrderItemSummary[];
  shipping_date: string | null;
  /** The Berlin day the cards were sent out (the move to „Versendet“), null before (issue 40). */
  sent_date: string | null;
  shipping_mode: string;
  envelope: string;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  payment: { method: string; brand: string | null; last4: string | null } | null;
  client_comment: string;
  additional_comment: string;
  files: OrderFile[];
  history: HistoryEntry[];
  /** Every event of the order, newest first (issue 28). */
  timeline: TimelineEntry[];
  /** The parcel's tracking number (parcels „an mich“), or null. */
  tracking: Tracking | null;
  /** How many recipients the cards go to (orders shipped to the recipients show it). */
  recipients: number;
  /** Money paid and refunded, in euros (gross, as the customer paid). */
  money: { paid: number; refunded: number };
  allowed: AllowedMoves;
  /** The WunderLink the order redeemed (the detail names the campaign), or null. */
  wunderlink: OrderWunderlink | null;
}

/** One card the robot writes: the exact text, next to the address it goes to. */
export interface OrderCard {
  /** 1-based, in the order the robot writes them. */
  n: number;
  item: number;
  name: string;
  company: string;
  address_lines: string[];
  address_form: 'du' | 'sie' | 'ihr';
  salutation: string;
  pages: { heading: string; body: string }[];
}

export interface OrderCards {
  count: number;
  results: OrderCard[];
}

/**
 * `GET /swell/admin/orders/{id}/production`: what the robot's files for the order add up to
 * (docs/pen-fonts.md). Lengths in mm, times in seconds (estimates, `estimateWritingSeconds`).
 */
export interface ProductionSummary {
  cards: number;
  /** SVG files: written card sides plus envelopes. */
  files: number;
  pen_down_mm: number;
  pen_up_mm: number;
  seconds: number;
  /** Per order line: the pen font it is written with. */
  pen_fonts: { item: number; font: string; pen_font: string | null; source: string | null }[];
  /** Cards the robot cannot write (no SVG): the first 50, and how many in all. */
  problems: { n: number; message: string }[];
  problem_count: number;
  /** Issue 30, from the plotter settings: the mean writing time of a card, s. */
  seconds_per_card?: number;
  /** How many times the pen is changed while writing the order (after `ink_per_pen_m`). */
  pen_changes?: number;
  ink_per_pen_m?: number;
}

/** `POST /swell/admin/orders/{id}/refund`: the whole payment or a part of it (euros). */
export const refundBodySchema = z
  .object({
    amount: z
      .number({ message: 'Bitte einen Betrag in Euro angeben.' })
      .positive('Der Betrag muss größer als 0 sein.')
      .multipleOf(0.01, 'Bitte höchstens zwei Nachkommastellen.')
      .optional(),
    note: note.optional(),
  })
  .strict();
export type RefundBody = z.infer<typeof refundBodySchema>;

export type { OrderStatus, ProductionStatus };
