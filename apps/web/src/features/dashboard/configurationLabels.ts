import { ENVELOPE_LABELS, TEXT_SIZE_LABELS } from '@federkiel/machines/configurator/vocabulary';
import { STAFF_SHIPPING_MODE_LABELS } from '@federkiel/machines/fulfilment/statuses';

// The configurator's ids as the order arrives ("to_recipients", "closed", "medium") in the
// words the shop uses for them; an id we do not know is shown as it is, an empty one as "–".

function labelOf(labels: Record<string, string>, value: string): string {
  if (!value) return '–';
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

export const shippingModeLabel = (value: string) => labelOf(STAFF_SHIPPING_MODE_LABELS, value);
export const envelopeLabel = (value: string) => labelOf(ENVELOPE_LABELS, value);
export const textSizeLabel = (value: string) => labelOf(TEXT_SIZE_LABELS, value);
