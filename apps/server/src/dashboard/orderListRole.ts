import type { OrderListQuery } from '@federkiel/machines/fulfilment/dashboardApi';
import type { StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import { ClientError } from '../http/errors.ts';

// What the order list may be asked by a role (issue 28). Produktion sees no amounts and no
// customer data, so it can neither sort by the order's value (the order itself would tell
// the amounts) nor search for a name or an e-mail address (a hit would tell who ordered).
// Such a request is refused, not quietly answered otherwise: a list that looks filtered
// but is not would mislead. Searching by order number stays open to everyone.

/** An order number as the list's search reads it (`FK-100123`, `fk100123`, `100123`). */
export const ORDER_NUMBER_SEARCH = /^(?:fk-?)?\d{3,}$/i;

export const VALUE_SORT_REFUSED =
  'Die Rolle „Produktion“ sieht keine Beträge und kann die Liste nicht nach Bestellwert sortieren.';
export const CUSTOMER_SEARCH_REFUSED =
  'Die Rolle „Produktion“ sucht nur nach Bestellnummern (z. B. FK-100123), nicht nach Namen oder E-Mail-Adressen.';

/** Throws the German 403 when `role` may not ask the list this way. */
export function checkListQuery(role: StaffRole, query: OrderListQuery): void {
  if (role !== 'production') return;
  if (query.sort === 'value') {
    throw new ClientError(403, 'forbidden_role', VALUE_SORT_REFUSED, 'sort');
  }
  if (query.search && !ORDER_NUMBER_SEARCH.test(query.search)) {
    throw new ClientError(403, 'forbidden_role', CUSTOMER_SEARCH_REFUSED, 'search');
  }
}
