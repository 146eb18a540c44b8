// Redirect payment methods (PayPal, Klarna, iDEAL, …, Amazon Pay) and configured cards through swell-js.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, ok, startStore, type TestStore } from './support/store.ts';
import {
  ADDRESS,
  amazonBuyerChooses,
  CARD,
  decide,
  readyShopper,
  type Intent,
} from './support/checkoutShopper.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(async () => store.close());

describe('redirect payment methods through swell-js', () => {
  const cases = [
    [
      'klarna',
      { gateway: 'stripe', redirect_status: 'succeeded' },
      ['payment_intent_client_secret', 'authorization_token'],
    ],
    [
      'ideal',
      { gateway: 'stripe', redirect_status: 'succeeded' },
      ['payment_intent_client_secret'],
    ],
    [
      'bancontact',
      { gateway: 'stripe', redirect_status: 'succeeded' },
      ['payment_intent_client_secret'],
    ],
    [
      'paypal',
      { gateway: 'paypal', redirect_status: 'succeeded', PayerID: 'SANDBOXPAYER' },
      ['token'],
    ],
    ['paysafecard', { gateway: 'paysafecard' }, ['payment_id']],
    [
      'amazon',
      { gateway: 'amazon', redirect_status: 'succeeded', confirm: 'true' },
      ['amazonCheckoutSessionId'],
    ],
  ] as const;

  it.each(cases)(
    '%s: approval page, back to the shop, order paid',
    async (method, params, keys) => {
      const swell = await readyShopper(store, 4);
      const cart = ok(await swell.cart.get());
      const intent = (await swell.payment.createIntent({
        gateway: 'sandbox',
        intent: {
          method,
          amount: Math.round((cart.capture_total as number) * 100),
          currency: 'eur',
          return_url: `${store.url}/bestellung?schritt=zahlung`,
        },
      })) as Intent;
      expect(intent.redirect_url).toMatch(/\/vault\/sandbox\/pi_/);

      if (method === 'amazon') await amazonBuyerChooses(intent.redirect_url as string);
      const back = await decide(intent.redirect_url as string, 'approve');
      expect(back.pathname).toBe('/bestellung');
      expect(Object.fromEntries(back.searchParams)).toMatchObject({
        schritt: 'zahlung',
        ...params,
      });
      for (const key of keys) expect(back.searchParams.get(key)).toBeTruthy();

      if (method === 'paysafecard') {
        const status = (await swell.payment.updateIntent({
          gateway: 'paysafecard',
          intent: { payment_id: back.searchParams.get('payment_id') },
        })) as Intent;
        expect(status.status).toBe('AUTHORIZED');
      }

      ok(await swell.cart.update({ billing: { method, intent: { sandbox: { id: intent.id } } } }));
      const order = await swell.cart.submitOrder();
      expect(order.paid).toBe(true);
      expect(order.payments?.results?.[0]).toMatchObject({ method, status: 'success' });
    },
  );

  it('reports a cancelled PayPal payment and does not take it', async () => {
    const swell = await readyShopper(store, 2);
    const cart = ok(await swell.cart.get());
    const intent = (await swell.payment.createIntent({
      gateway: 'paypal',
      intent: {
        intent: 'CAPTURE',
        purchase_units: [
          { amount: { value: (cart.capture_total as number).toFixed(2), currency_code: 'EUR' } },
        ],
        return_url: `${store.url}/kasse?gateway=paypal`,
      },
    })) as Intent;
    const back = await decide(intent.redirect_url as string, 'cancel');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      gateway: 'paypal',
      redirect_status: 'canceled',
    });
    ok(await swell.cart.update({ billing: { method: 'paypal', paypal: { id: intent.id } } }));
    expect(errorsOf(await swell.cart.submitOrder()).billing?.code).toBe('authentication_failed');
  });
});

describe('configured cards through swell-js', () => {
  it('shows the configuration summary on the cart line and on the placed order', async () => {
    const swell = store.shopper();
    expect(await swell.cart.get()).toBeNull();
    const session = swell.session.getCookie() as string;
    // Stored as POST /swell/configurations would (that call needs the CMS for its font
    // check; tested in apps/server).
    const at = new Date().toISOString();
    const recipient = { id: 'r1' };
    await store.app.db
      .insertInto('configurations')
      .values({
        id: 'cfg_contract_summary',
        session_id: session,
        account_id: null,
        product_id: 'prd_a6_postkarte',
        card_count: 2,
        data: JSON.stringify({
          version: 1,
          canvas: {
            id: '1',
            key: 'a6-postkarte',
            name: 'A6 Postkarte',
            kind: 'postcard',
            widthMm: 148,
            heightMm: 105,
          },
          template: { id: '21', name: 'Konfetti-Geburtstag' },
          personalisation: 'free_text',
          font: { id: '11', slug: 'caveat', name: 'Caveat' },
          textSize: 'large',
          images: {
            logo: null,
            outerBackground: { url: '/swell/uploads/aussen.png', widthPx: 1748, heightPx: 1240 },
            innerBackground: null,
          },
          recipients: [recipient, { ...recipient, id: 'r2' }],
          shipping: { mode: 'to_customer', date: '2030-06-03', envelope: 'open' },
        }),
        date_created: at,
        date_updated: at,
      })
      .execute();
    const summary = {
      id: 'cfg_contract_summary',
      template: { id: '21', name: 'Konfetti-Geburtstag' },
      canvas: { key: 'a6-postkarte', name: 'A6 Postkarte', width_mm: 148, height_mm: 105 },
      font: { name: 'Caveat' },
      personalisation: 'free_text',
      text_size: 'large',
      card_count: 2,
      recipient_count: 2,
      shipping: { mode: 'to_customer', date: '2030-06-03', envelope: 'open' },
      images: { logo: null, outer_background: '/swell/uploads/aussen.png', inner_background: null },
    };

    const cart = ok(
      await swell.cart.addItem({
        product_id: 'prd_a6_postkarte',
        quantity: 2,
        metadata: { configurationId: 'cfg_contract_summary' },
      }),
    );
    expect(cart.items?.[0]).toMatchObject({ configuration: summary });

    const token = await swell.card.createToken({ number: '4242 4242 4242 4242', ...CARD });
    ok(
      await swell.cart.update({
        account: { email: 'gast@example.de' },
        shipping: { ...ADDRESS, service: 'to_customer' },
        billing: { method: 'card', card: { token: token.token } },
      }),
    );
    const order = await swell.cart.submitOrder();
    expect(order.paid).toBe(true);
    expect(order.items?.[0]).toMatchObject({ configuration: summary });
    expect((await swell.cart.getOrder())?.items?.[0]).toMatchObject({ configuration: summary });
  });
});
