// What the production floor does not see (issue 28): the customer's contact data (e-mail,
// address, phone) and every amount of money. The cards themselves — recipients' addresses
// and texts, which the robot writes — stay. Applied to every JSON answer under
// /swell/admin for the production role (routes/admin/staffAuth.ts), so a field another
// route adds later is covered by name: keys that name money or contact data go, and any
// e-mail address left in a text (a note, an event) is blanked.

/** Keys blanked wherever they occur: the dashboard keeps its shape, the data is gone. */
const BLANKED_TEXT = new Set(['email', 'phone', 'vat_id']);
const NULLED = new Set(['payment', 'payments', 'refund', 'refunds']);
/** Keys that name an amount (`grand_total`, `price_total`, `amount_cents` …): dropped. */
const MONEY_KEY = /(total|amount|price|cents|refunded)/i;
const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
export const REDACTED = '—';

/** A postal address: the order's billing and shipping address, one in an event. */
function isPostalAddress(value: unknown): value is Record<string, unknown> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    ('address1' in value || 'zip' in value || 'city' in value)
  );
}

/** The billing address keeps only the name the order list shows anyway. */
function nameOnly(address: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(address).map(([key, item]) => [
      key,
      key === 'name' ? item : typeof item === 'string' ? '' : null,
    ]),
  );
}

/** The answer without customer contact data and amounts (a new value; the input stays). */
export function redactForProduction(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, REDACTED);
  if (Array.isArray(value)) return value.map((item) => redactForProduction(item));
  if (!value || typeof value !== 'object') return value;
  // A dashboard answer is plain JSON data; anything else (a Buffer, a stream) is no data here.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    if (MONEY_KEY.test(name)) continue;
    if (BLANKED_TEXT.has(name)) out[name] = typeof item === 'string' ? '' : null;
    else if (NULLED.has(name)) out[name] = null;
    else if (name === 'billing' && isPostalAddress(item)) out[name] = nameOnly(item);
    else if (isPostalAddress(item)) out[name] = null;
    else out[name] = redactForProduction(item);
  }
  return out;
}
