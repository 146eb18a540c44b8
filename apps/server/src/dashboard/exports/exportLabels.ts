import type { OrderRow } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  ADDRESS_FORM_LABELS,
  ENVELOPE_LABELS,
  TEXT_SIZE_LABELS,
} from '@federkiel/machines/configurator/vocabulary';
import { STAFF_SHIPPING_MODE_LABELS } from '@federkiel/machines/fulfilment/statuses';

// German words the exports show for the API's ids. The order's size, shipping mode and
// envelope arrive as the configurator's ids ("medium", "to_customer", "closed"); a value we
// do not know (an older order, a label already) is shown as it is rather than hidden.

export const PAYMENT_STATUS_LABELS: Record<OrderRow['payment_status'], string> = {
  paid: 'Bezahlt',
  unpaid: 'Nicht bezahlt',
  free: 'Kostenlos',
};

function labelOf(labels: Record<string, string>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

export const textSizeLabel = (value: string) => labelOf(TEXT_SIZE_LABELS, value);
export const shippingModeLabel = (value: string) => labelOf(STAFF_SHIPPING_MODE_LABELS, value);
export const envelopeLabel = (value: string) => labelOf(ENVELOPE_LABELS, value);
export const addressFormLabel = (value: string) => labelOf(ADDRESS_FORM_LABELS, value);

/** "1 Karte", "2 Karten", "10.000 Karten". */
export function cardsLabel(count: number): string {
  return `${count.toLocaleString('de-DE')} ${count === 1 ? 'Karte' : 'Karten'}`;
}

/** `2026-03-01` → `01.03.2026`; empty for no date. */
export function germanDate(isoDate: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

const BERLIN_DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant (`date_created`) as staff in Germany read it: `01.03.2026, 14:05`. */
export function germanDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : BERLIN_DATE_TIME.format(date);
}

/**
 * A date for an Excel cell. Excel has no time zones: it shows the stored wall-clock time,
 * and exceljs stores a Date's UTC fields. So an instant is first moved to its Berlin
 * wall-clock time, else an order placed at 00:30 would show the day before.
 */
export function excelDate(iso: string | null): Date | null {
  if (!iso) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return new Date(`${iso}T00:00:00Z`);
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return new Date(
    Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    ),
  );
}
