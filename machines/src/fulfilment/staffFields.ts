import type { StaffRole } from './staffApi.ts';

// What each role may SEE in the answers under /swell/admin (issue 40), beside what it may DO
// (staffPermissions.ts). An allow-list: every key of every answer a non-owner role can get is
// named here with who sees it; a key the table does not name is dropped for such a role, so
// a field a route adds later stays hidden until someone decides who may see it.
//
//   'all'     every role sees the value (the whole subtree when it is an object)
//   'blank'   Produktion sees the key with no data ('' for a text, null otherwise): customer
//             contact data, so the dashboard keeps its shape
//   'null'    Produktion sees null instead of the object (an address, the payment)
//   'office'  Inhaber and Büro only; for Produktion the key is not there (every amount)
//   { … }     an object whose keys are named one by one (arrays: each element); the key '*'
//             names the keys not listed (a record such as the counts per status)
//
// Inhaber and Büro see everything the routes answer; the table still names those keys, and
// the per-role test (staff/staffFields.test.ts) fails when an answer carries a key it lacks.

export type FieldRule = 'all' | 'blank' | 'null' | 'office' | FieldShape;
export interface FieldShape {
  readonly [key: string]: FieldRule;
}

const WUNDERLINK: FieldShape = { id: 'all', campaign: 'all' };

/** A row of the order list (also the overview's lists). */
export const ORDER_ROW_FIELDS: FieldShape = {
  id: 'all',
  number: 'all',
  date_created: 'all',
  cards: 'all',
  template: 'all',
  status: 'all',
  production_status: 'all',
  grand_total: 'office',
  shipping_date: 'all',
  billing_name: 'all',
  email: 'blank',
  // Paid or not is what production waits for; it names no amount.
  payment_status: 'all',
  wunderlink: WUNDERLINK,
  unwritable_cards: 'all',
};

const STAFF_REF: FieldShape = { id: 'all', name: 'all' };

/** A postal address of the order: Produktion keeps the name the order list shows anyway. */
const BILLING: FieldShape = { name: 'all', '*': 'blank' };

/** Timeline details: amounts and the payment method are office-only, e-mail recipients blank. */
const EVENT_DATA: FieldShape = {
  number: 'all',
  campaign: 'all',
  subject: 'all',
  mail: 'all',
  file: 'all',
  label: 'all',
  // The e-mail's recipient (`to` of mail_sent) is contact data; for tracking and address
  // changes from/to are the old and new value — an address again, so blank for all kinds.
  to: 'blank',
  from: 'blank',
  gross: 'office',
  method: 'office',
  total_cents: 'office',
  amount_cents: 'office',
  credit_note: 'office',
  '*': 'office',
};

const TIMELINE: FieldShape = {
  id: 'all',
  at: 'all',
  source: 'all',
  kind: 'all',
  // The customer's e-mail for what the customer did, else a staff member's name.
  actor: 'all',
  staff: STAFF_REF,
  from: 'all',
  to: 'all',
  note: 'all',
  data: EVENT_DATA,
};

export const ORDER_DETAIL_FIELDS: FieldShape = {
  id: 'all',
  number: 'all',
  date_created: 'all',
  status: 'all',
  production_status: 'all',
  payment_status: 'all',
  cards: 'all',
  unwritable: 'all',
  grand_total: 'office',
  sub_total: 'office',
  discount_total: 'office',
  shipment_total: 'office',
  tax_total: 'office',
  email: 'blank',
  items: {
    id: 'all',
    template: 'all',
    format: 'all',
    font: 'all',
    text_size: 'all',
    cards: 'all',
    shipping: 'all',
    price_total: 'office',
  },
  shipping_date: 'all',
  sent_date: 'all',
  shipping_mode: 'all',
  envelope: 'all',
  billing: BILLING,
  shipping: 'null',
  payment: 'null',
  client_comment: 'all',
  additional_comment: 'all',
  files: 'all',
  history: {
    id: 'all',
    at: 'all',
    staff: STAFF_REF,
    kind: 'all',
    from: 'all',
    to: 'all',
    note: 'all',
  },
  timeline: TIMELINE,
  // Produktion enters the parcel's number in the „Versendet“ step (docs/dashboard.md).
  tracking: 'all',
  recipients: 'all',
  money: 'office',
  allowed: 'all',
  wunderlink: WUNDERLINK,
};

export const OVERVIEW_FIELDS: FieldShape = {
  production: 'all',
  status: 'all',
  dueSoon: ORDER_ROW_FIELDS,
  onHold: ORDER_ROW_FIELDS,
  unwritable: ORDER_ROW_FIELDS,
  revenue30Days: { total: 'office', orders: 'all' },
  dueUntil: 'all',
  links: 'all',
};

export const ORDER_LIST_FIELDS: FieldShape = {
  count: 'all',
  page: 'all',
  pages: 'all',
  limit: 'all',
  results: ORDER_ROW_FIELDS,
};

/** Answers without customer data or money: kept whole (texts still lose e-mail addresses). */
const WHOLE: FieldShape = { '*': 'all' };
const ERROR: FieldShape = { error: 'all' };

/**
 * The answer's fields by route id, for every route a role other than Inhaber may call and
 * that answers JSON (staffFields.test.ts checks the list is complete). Files (ZIP, SVG) have
 * none. Error answers (4xx/5xx) follow `ERROR_FIELDS`.
 */
export const ANSWER_FIELDS: Readonly<Record<string, FieldShape>> = {
  'GET /session': WHOLE,
  'GET /overview': OVERVIEW_FIELDS,
  'GET /orders': ORDER_LIST_FIELDS,
  'GET /orders/:id': ORDER_DETAIL_FIELDS,
  'POST /orders/:id/production-status': ORDER_DETAIL_FIELDS,
  'PUT /orders/:id/tracking': ORDER_DETAIL_FIELDS,
  'POST /orders/production-status': {
    results: { id: 'all', number: 'all', ok: 'all', message: 'all' },
  },
  'GET /orders/:id/cards': WHOLE,
  'GET /orders/:id/production': WHOLE,
  'GET /production/settings': WHOLE,
  'PUT /production/settings': WHOLE,
};
export const ERROR_FIELDS: FieldShape = ERROR;

/** Roles that see every field the routes answer. */
const SEES_ALL: readonly StaffRole[] = ['owner', 'office'];

export function seesAllFields(role: StaffRole): boolean {
  return SEES_ALL.includes(role);
}

/** The shape for a key of `shape`: its own rule, the '*' rule, or none (not allowed). */
export function ruleFor(shape: FieldShape, key: string): FieldRule | undefined {
  return Object.hasOwn(shape, key) ? shape[key] : shape['*'];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/** `value` as `role` may see it under `rule` (a new value; the input stays). */
export function applyFields(value: unknown, rule: FieldRule, role: StaffRole): unknown {
  if (seesAllFields(role) || rule === 'all') return value;
  if (rule === 'blank') return typeof value === 'string' ? '' : null;
  if (rule === 'null') return null;
  if (rule === 'office') return undefined;
  if (Array.isArray(value)) return value.map((item) => applyFields(item, rule, role));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const itemRule = ruleFor(rule, key);
    if (itemRule === undefined || itemRule === 'office') continue;
    out[key] = applyFields(item, itemRule, role);
  }
  return out;
}
