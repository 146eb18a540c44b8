import { describe, expect, it } from 'vitest';
import { redactAnswer } from './redaction.ts';

describe('redactAnswer', () => {
  const answer = {
    number: 'FK-100001',
    email: 'kundin@example.de',
    grand_total: 12.5,
    money: { paid: 12.5, refunded: 0 },
    items: [{ cards: 3, price_total: 12.5, shipping: { mode: 'to_customer', date: null } }],
    billing: { name: 'Zora Summe', address1: 'Hauptstraße 1', zip: '10115', phone: '030 1' },
    shipping: { name: 'Zora Summe', address1: 'Hauptstraße 1', city: 'Berlin' },
    history: [{ note: 'Rückfrage an kundin@example.de geschickt' }],
    payment: { method: 'card', last4: '4242' },
    added_later: { cost: 3 },
  };

  it('keeps for Produktion only what the table names, blanking contact data', () => {
    expect(redactAnswer(answer, 'production', 'GET /orders/:id', 200)).toEqual({
      number: 'FK-100001',
      email: '',
      items: [{ cards: 3, shipping: { mode: 'to_customer', date: null } }],
      billing: { name: 'Zora Summe', address1: '', zip: '', phone: '' },
      shipping: null,
      history: [{ note: 'Rückfrage an — geschickt' }],
      payment: null,
    });
    expect(answer.email).toBe('kundin@example.de');
  });

  it('shows Produktion nothing of an answer the table does not name', () => {
    expect(redactAnswer(answer, 'production', 'GET /somewhere', 200)).toEqual({});
  });

  it('keeps error answers readable', () => {
    const error = { error: { code: 'x', message: 'an kundin@example.de', param: null } };
    expect(redactAnswer(error, 'production', 'GET /orders/:id', 409)).toEqual({
      error: { code: 'x', message: 'an —', param: null },
    });
  });

  it('leaves Büro and Inhaber the whole answer', () => {
    expect(redactAnswer(answer, 'office', 'GET /orders/:id', 200)).toBe(answer);
    expect(redactAnswer(answer, 'owner', 'GET /orders/:id', 200)).toBe(answer);
  });
});
