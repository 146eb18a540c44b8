// The two status lists of an order (spec §4), named once for server, dashboard and shop.

/** Customer-facing order statuses. */
export const ORDER_STATUSES = [
  'pending',
  'draft',
  'payment_pending',
  'delivery_pending',
  'hold',
  'complete',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where the order is in the workshop, in the order the steps happen. */
export const PRODUCTION_STATUSES = [
  'order_received',
  'material_ordered',
  'material_available',
  'in_production',
  'in_qa',
  'sent_out',
] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isProductionStatus(value: unknown): value is ProductionStatus {
  return typeof value === 'string' && (PRODUCTION_STATUSES as readonly string[]).includes(value);
}

/** German names as staff and customers read them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Offen',
  draft: 'Entwurf',
  payment_pending: 'Zahlung ausstehend',
  delivery_pending: 'In Bearbeitung',
  hold: 'Angehalten',
  complete: 'Abgeschlossen',
  canceled: 'Storniert',
};

export const PRODUCTION_STATUS_LABELS: Record<ProductionStatus, string> = {
  order_received: 'Bestellung eingegangen',
  material_ordered: 'Material bestellt',
  material_available: 'Material vorhanden',
  in_production: 'In Produktion',
  in_qa: 'Qualitätskontrolle',
  sent_out: 'Versendet',
};

/** A note longer than this is refused (dashboard notes and move notes alike). */
export const NOTE_MAX_LENGTH = 5000;

/**
 * Shipping modes as staff read them (dashboard, exports, production sheet). The shop's own
 * labels speak as the customer ("Versand an mich").
 */
export const STAFF_SHIPPING_MODE_LABELS: Record<'to_customer' | 'to_recipients', string> = {
  to_customer: 'Gesammelt an den Kunden',
  to_recipients: 'Direkt an die Empfänger (einzeln frankiert)',
};
