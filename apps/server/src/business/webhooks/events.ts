// The events a webhook can ask for (issue 43).
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.production_status_changed',
  'order.sent',
  'order.canceled',
  'order.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
