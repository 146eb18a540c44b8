import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, ok, startStore, thrown, type TestStore } from './support/store.ts';
import { CARD, decide, readyShopper, type Intent } from './support/checkoutShopper.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startStore();
});
afterAll(async () => store.close());

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
    const swell = await readyShopper(store);
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
    const swell = await readyShopper(store);
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
    const swell = await readyShopper(store);
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
    const swell = await readyShopper(store);
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
    const swell = await readyShopper(store);
    const refused = await swell.cart.update({
      billing: { method: 'card', intent: { sandbox: { id: 'pi_gibtesnicht' } } },
    });
    expect(errorsOf(refused)['billing.intent']?.code).toBe('NOT_FOUND');
  });

  it('reports a failed 3-D Secure check back to the shop', async () => {
    const swell = await readyShopper(store);
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
