import { describe, expect, it } from 'vitest';
import { redactForProduction } from './redaction.ts';

describe('redactForProduction', () => {
  it('blanks contact data and drops amounts wherever they sit, keeps the rest', () => {
    const answer = {
      number: 'FK-100001',
      email: 'kundin@example.de',
      grand_total: 12.5,
      items: [{ cards: 3, price_total: 12.5, shipping: { mode: 'to_customer', date: null } }],
      billing: { name: 'Zora Summe', address1: 'Hauptstraße 1', zip: '10115', phone: '030 1' },
      shipping: { name: 'Zora Summe', address1: 'Hauptstraße 1', city: 'Berlin' },
      history: [{ note: 'Rückfrage an kundin@example.de geschickt', amount_cents: 500 }],
      payment: { method: 'card', last4: '4242' },
      buffer: Buffer.from('x'),
    };
    expect(redactForProduction(answer)).toEqual({
      number: 'FK-100001',
      email: '',
      items: [{ cards: 3, shipping: { mode: 'to_customer', date: null } }],
      billing: { name: 'Zora Summe', address1: '', zip: '', phone: '' },
      shipping: null,
      history: [{ note: 'Rückfrage an — geschickt' }],
      payment: null,
      buffer: answer.buffer,
    });
    expect(answer.email).toBe('kundin@example.de');
  });
});
