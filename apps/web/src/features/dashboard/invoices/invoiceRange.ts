import type { InvoiceRange } from './invoicesApi.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in Germany, where the invoices are dated. */
export function berlinDay(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);
}

/** The range in the address (`?from=&to=`), else this month up to today. */
export function rangeFrom(params: URLSearchParams, now: Date): InvoiceRange {
  const today = berlinDay(now);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    from: DAY.test(from) ? from : `${today.slice(0, 8)}01`,
    to: DAY.test(to) ? to : today,
  };
}
