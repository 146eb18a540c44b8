import { describe, expect, it } from 'vitest';
import { paymentLabel } from './invoicePdf.ts';
import { paymentMeansCode } from './invoiceXml.ts';

// Issue #41: an Amazon Pay order's invoice names the method and its EN 16931 payment means —
// an online payment service (UNTDID 4461 code 68), not a bank card (48, which would want a
// card block).
describe('payment means on the invoice', () => {
  it('Amazon Pay is „Amazon Pay“, code 68, like PayPal; cards and wallets with a card are 48', () => {
    const paid = (method: string, card: { brand: string; last4: string } | null = null) => ({
      method,
      amountCents: 1000,
      card,
    });
    expect(paymentLabel('amazon')).toBe('Amazon Pay');
    expect(paymentMeansCode(paid('amazon'))).toBe('68');
    expect(paymentMeansCode(paid('paypal'))).toBe('68');
    for (const card of ['card', 'google', 'apple'])
      expect(paymentMeansCode(paid(card, { brand: 'visa', last4: '4242' }))).toBe('48');
  });
});
