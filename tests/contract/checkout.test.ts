import type { SwellClient } from 'swell-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDesignedCards,
  errorsOf,
  ok,
  startStore,
  thrown,
  type TestStore,
} from './support/store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(async () => store.close());

const ADDRESS = {
  name: 'Anna Muster',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};
const CARD = { exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };

/** A shopper with a cart ready for payment (items, e-mail, shipping). */
async function readyShopper(quantity = 10): Promise<SwellClient> {
  const swell = store.shopper();
  ok(await addDesignedCards(store, swell, { product_id: 'prd_a6_postkarte', quantity }));
  ok(
    await swell.cart.update({
      account: { email: 'gast@example.de' },
      shipping: { ...ADDRESS, service: 'to_customer' },
    }),
  );
  return swell;
}

/** Follows the sandbox approval page like a browser: shows it, clicks a link, lands back. */
async function decide(redirectUrl: string, decision: 'approve' | 'fail' | 'cancel'): Promise<URL> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const link = new RegExp(`href="([^"]+/${decision})"`).exec(html)?.[1];
  expect(link).toBeDefined();
  const answer = await fetch(new URL(link as string, redirectUrl), { redirect: 'manual' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') as string);
}

/**
 * Amazon Pay's sandbox page (issue 41) asks first: the buyer signs in with the test account and
 * picks a German address and a card, then the page offers to continue like the others.
 */
async function amazonBuyerChooses(redirectUrl: string): Promise<void> {
  for (const step of ['amazon/sign-in', 'amazon/address/berlin', 'amazon/instrument/visa-1111']) {
    const answer = await fetch(new URL(`${new URL(redirectUrl).pathname}/${step}`, redirectUrl), {
      redirect: 'manual',
    });
    expect(answer.status).toBeLessThan(400);
  }
}

interface Intent {
  id: string;
  client_secret: string;
  status: string;
  redirect_url: string | null;
}

describe('paying by card through swell-js', () => {
  it('tokenizes the succeeding test cards without keeping the number', async () => {
    const swell = store.shopper();
    for (const [number, brand, last4] of [
      ['4242 4242 4242 4242', 'Visa', '4242'],
      ['5555-5555-5555-4444', 'MasterCard', '4444'],
      ['4000 0000 0000 9995', 'Visa', '9995'],
      ['4000 0027 6000 3184', 'Visa', '3184'],
    ]) {
      const token = await swell.card.createToken({ number, ...CARD });
      expect(token).toMatchObject({ brand, last4, exp_month: 12, cvc_check: 'pass' });
      expect(token.token).toMatch(/^tok_/);
    }
    const rows = await store.app.db.selectFrom('sandbox_card_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|5555555555554444/);
  });

  it('declines 4000 0000 0000 0002 at tokenization with a German message', async () => {
    const swell = store.shopper();
    const error = await thrown(swell.card.createToken({ number: '4000 0000 0000 0002', ...CARD }));
    expect(error).toMatchObject({
      code: 'vault_error',
      status: 402,
      param: 'gateway',
      message: 'Die Karte wurde abgelehnt. Bitte eine andere Karte verwenden.',
    });
    const unknown = await thrown(
      swell.card.createToken({ number: '4111 1111 1111 1111', ...CARD }),
    );
    expect(unknown.message).toMatch(/Testkarten/);
  });

  it('pays, submits twice, gets one order and reads it back', async () => {
    const swell = await readyShopper();
    const token = await swell.card.createToken({ number: '4242 4242 4242 4242', ...CARD });
    const cart = ok(
      await swell.cart.update({ billing: { method: 'card', card: { token: token.token } } }),
    );
    expect(cart.billing?.card).toMatchObject({ token: token.token, brand: 'Visa', last4: '4242' });

    const order = await swell.cart.submitOrder();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^FK-1\d{5}$/),
      status: 'delivery_pending',
      paid: true,
      grand_total: cart.grand_total,
    });
    // The double click / the retry after a timeout.
    const again = await swell.cart.submitOrder();
    expect(again.id).toBe(order.id);
    expect(await swell.cart.get()).toBeNull();

    expect((await swell.cart.getOrder())?.id).toBe(order.id);
    expect((await swell.cart.getOrder(cart.checkout_id as string))?.number).toBe(order.number);
    const charges = await store.app.db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('idempotency_key', 'like', `${cart.id}:%`)
      .execute();
    expect(charges).toHaveLength(1);
    expect((await store.outbox()).map((m) => m.subject)).toContain(
      `Deine Bestellung ${order.number}`,
    );
  });

  it('declines the uncovered card at submission and leaves the cart for another try', async () => {
    const swell = await readyShopper();
    const poor = await swell.card.createToken({ number: '4000 0000 0000 9995', ...CARD });
    ok(await swell.cart.update({ billing: { method: 'card', card: { token: poor.token } } }));
    const refused = await swell.cart.submitOrder();
    expect(errorsOf(refused).billing).toMatchObject({
      code: 'insufficient_funds',
      message: 'Die Karte ist nicht ausreichend gedeckt. Bitte eine andere Karte verwenden.',
    });
    expect((await swell.cart.get())?.item_quantity).toBe(10);

    const good = await swell.card.createToken({ number: '5555 5555 5555 4444', ...CARD });
    ok(await swell.cart.update({ billing: { card: { token: good.token } } }));
    expect((await swell.cart.submitOrder()).paid).toBe(true);
  });

  it('confirms 3-D Secure on the approval page, then pays', async () => {
    const swell = await readyShopper();
    const token = await swell.card.createToken({ number: '4000 0027 6000 3184', ...CARD });
    ok(await swell.cart.update({ billing: { method: 'card', card: { token: token.token } } }));
    expect(errorsOf(await swell.cart.submitOrder()).billing?.code).toBe('authentication_required');

    const cart = ok(await swell.cart.get());
    const intent = (await swell.payment.createIntent({
      gateway: 'sandbox',
      intent: {
        method: 'card',
        payment_method: token.token,
        amount: Math.round((cart.capture_total as number) * 100),
        currency: 'eur',
        return_url: `${store.url}/kasse`,
      },
    })) as Intent;
    expect(intent.status).toBe('requires_action');

    const back = await decide(intent.redirect_url as string, 'approve');
    expect(back.pathname).toBe('/kasse');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      gateway: 'stripe',
      redirect_status: 'succeeded',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
    });
    ok(await swell.cart.update({ billing: { intent: { sandbox: { id: intent.id } } } }));
    expect((await swell.cart.submitOrder()).paid).toBe(true);
  });

  it('resumes 3-D Secure with only the intent: the card token never reaches the cart', async () => {
    const swell = await readyShopper();
    const token = await swell.card.createToken({ number: '4000 0027 6000 3184', ...CARD });
    const cart = ok(await swell.cart.get());
    const intent = (await swell.payment.createIntent({
      gateway: 'sandbox',
      intent: {
        method: 'card',
        payment_method: token.token,
        amount: Math.round((cart.capture_total as number) * 100),
        currency: 'eur',
        return_url: `${store.url}/kasse`,
      },
    })) as Intent;
    expect(intent.status).toBe('requires_action');
    const back = await decide(intent.redirect_url as string, 'approve');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');

    // The reloaded page knows only the intent from the return URL.
    const resumed = ok(
      await swell.cart.update({
        billing: {
          method: 'card',
          intent: { sandbox: { id: back.searchParams.get('payment_intent') as string } },
        },
      }),
    );
    expect(resumed.billing?.card).toMatchObject({ brand: 'Visa', last4: '3184' });
    const order = await swell.cart.submitOrder();
    expect(order.paid).toBe(true);
    expect(order.billing?.card?.last4).toBe('3184');
  });

  it('refuses an unknown intent in a card update', async () => {
    const swell = await readyShopper();
    const refused = await swell.cart.update({
      billing: { method: 'card', intent: { sandbox: { id: 'pi_gibtesnicht' } } },
    });
    expect(errorsOf(refused)['billing.intent']?.code).toBe('NOT_FOUND');
  });

  it('reports a failed 3-D Secure check back to the shop', async () => {
    const swell = await readyShopper();
    const token = await swell.card.createToken({ number: '4000 0027 6000 3184', ...CARD });
    const intent = (await swell.payment.createIntent({
      gateway: 'sandbox',
      intent: {
        method: 'card',
        payment_method: token.token,
        amount: 1000,
        currency: 'eur',
        return_url: `${store.url}/kasse`,
      },
    })) as Intent;
    const back = await decide(intent.redirect_url as string, 'fail');
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    ok(
      await swell.cart.update({
        billing: {
          method: 'card',
          card: { token: token.token },
          intent: { sandbox: { id: intent.id } },
        },
      }),
    );
    expect(errorsOf(await swell.cart.submitOrder()).billing?.code).toBe('authentication_failed');
  });
});

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
      const swell = await readyShopper(4);
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
    const swell = await readyShopper(2);
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
