import { describe, expect, it } from 'vitest';
import { cardPaymentMachine } from './card.ts';
import {
  amazonPaymentMachine,
  idealPaymentMachine,
  klarnaPaymentMachine,
  paypalPaymentMachine,
  paysafecardPaymentMachine,
} from './redirectMethods.ts';
import { savedCardPaymentMachine } from './savedCard.ts';
import { baseInput, settle, startWith } from './testing.ts';
import { applePayPaymentMachine, googlePayPaymentMachine } from './walletPayment.ts';

const token = () => ({ token: 'tok_1', last4: '4242' });
const intent = (status: string) => () => ({
  id: 'pi_1',
  status,
  redirectUrl: '/vault/sandbox/pi_1',
});
const ok = () => null;

async function finish(run: ReturnType<typeof startWith>) {
  await settle();
  await settle();
  return run.actor.getSnapshot();
}

describe('card payment', () => {
  it('tokenizes, creates an intent in cents and applies it when requires_capture', async () => {
    const run = startWith(cardPaymentMachine, baseInput(), {
      tokenizeCard: token,
      createIntent: intent('requires_capture'),
      applyPayment: ok,
    });
    const snapshot = await finish(run);
    expect(snapshot.output).toEqual({ status: 'paid', method: 'card' });
    expect(run.calls.createIntent).toEqual([
      {
        method: 'card',
        amount: 3450,
        currency: 'eur',
        returnUrl: 'http://localhost/checkout',
        paymentMethod: 'tok_1',
      },
    ]);
    expect(run.calls.applyPayment).toEqual([{ method: 'card', intent: { id: 'pi_1' } }]);
  });

  it('confirms a requires_confirmation intent; other statuses are unsupported', async () => {
    const confirmed = startWith(cardPaymentMachine, baseInput(), {
      tokenizeCard: token,
      createIntent: intent('requires_confirmation'),
      confirmIntent: intent('requires_capture'),
      applyPayment: ok,
    });
    expect((await finish(confirmed)).output).toEqual({ status: 'paid', method: 'card' });
    expect(confirmed.calls.confirmIntent).toHaveLength(1);
    const odd = startWith(cardPaymentMachine, baseInput(), {
      tokenizeCard: token,
      createIntent: intent('processing'),
    });
    const snapshot = await finish(odd);
    expect(snapshot.output.error.message).toBe('Unsupported intent status');
  });

  it('below the minimum charge puts the card on the cart without an intent, and saves it', async () => {
    const run = startWith(
      cardPaymentMachine,
      baseInput({
        amount: 0.3,
        choice: {
          method: 'card',
          card: { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' },
          saveCard: true,
        },
      }),
      { tokenizeCard: token, applyPayment: ok, saveCard: ok },
    );
    expect((await finish(run)).output.status).toBe('paid');
    expect(run.calls.createIntent).toBeUndefined();
    expect(run.calls.applyPayment).toEqual([{ method: 'card', card: { token: 'tok_1' } }]);
    expect(run.calls.saveCard).toEqual([{ token: 'tok_1' }]);
  });

  it('sends a 3-D Secure challenge to the approval page and resumes from the return URL', async () => {
    const run = startWith(cardPaymentMachine, baseInput(), {
      tokenizeCard: token,
      createIntent: intent('requires_action'),
    });
    const challenged = await finish(run);
    expect(challenged.hasTag('challenge')).toBe(true);
    expect(run.redirects).toEqual(['/vault/sandbox/pi_1']);
    const resumed = startWith(
      cardPaymentMachine,
      baseInput({
        choice: { method: 'card' },
        resume: { gateway: 'stripe', redirectStatus: 'succeeded', paymentIntent: 'pi_1' },
      }),
      { fetchIntent: intent('requires_capture'), applyPayment: ok },
    );
    expect((await finish(resumed)).output.status).toBe('paid');
    const refused = startWith(
      cardPaymentMachine,
      baseInput({
        choice: { method: 'card' },
        resume: { gateway: 'stripe', redirectStatus: 'failed' },
      }),
    );
    expect((await finish(refused)).output.error.code).toBe('authentication_failed');
  });

  it('keeps the store German decline message', async () => {
    const run = startWith(cardPaymentMachine, baseInput(), {
      tokenizeCard: () => {
        throw {
          code: 'card_declined',
          message: 'Die Karte wurde abgelehnt. Bitte verwende eine andere Karte.',
        };
      },
    });
    const { output } = await finish(run);
    expect(output.error).toMatchObject({
      code: 'card_declined',
      de: 'Die Karte wurde abgelehnt. Bitte verwende eine andere Karte.',
    });
  });
});

describe('saved card', () => {
  it('pays with the account card id', async () => {
    const run = startWith(
      savedCardPaymentMachine,
      baseInput({ choice: { method: 'savedCard', accountCardId: 'card_1' } }),
      { applyPayment: ok },
    );
    expect((await finish(run)).output.status).toBe('paid');
    expect(run.calls.applyPayment).toEqual([{ method: 'card', accountCardId: 'card_1' }]);
  });
});

describe('redirect methods', () => {
  it('PayPal: amount above zero; AUTHORIZE with a merchant id, else CAPTURE', async () => {
    const zero = startWith(
      paypalPaymentMachine,
      baseInput({ choice: { method: 'paypal' }, amount: 0 }),
    );
    expect((await finish(zero)).output.error.message).toBe(
      'invalid PayPal button amount, value should be greater than zero',
    );
    const capture = startWith(paypalPaymentMachine, baseInput({ choice: { method: 'paypal' } }), {
      createIntent: intent('requires_action'),
    });
    await finish(capture);
    expect(capture.calls.createIntent?.[0]).toMatchObject({ method: 'paypal', intent: 'CAPTURE' });
    const authorize = startWith(
      paypalPaymentMachine,
      baseInput({ choice: { method: 'paypal' }, settings: { merchant_id: 'M' } }),
      { createIntent: intent('requires_action') },
    );
    await finish(authorize);
    expect(authorize.calls.createIntent?.[0]).toMatchObject({ intent: 'AUTHORIZE' });
    authorize.actor.send({ type: 'CANCEL' });
    expect(authorize.actor.getSnapshot().output.error.code).toBe('payment_canceled');
  });

  it('Klarna without an authorization token counts as canceled', async () => {
    const run = startWith(
      klarnaPaymentMachine,
      baseInput({
        choice: { method: 'klarna' },
        resume: { gateway: 'stripe', redirectStatus: 'succeeded' },
      }),
    );
    expect((await finish(run)).output.error.code).toBe('payment_canceled');
  });

  it('iDEAL needs requires_action or requires_source_action', async () => {
    const run = startWith(idealPaymentMachine, baseInput({ choice: { method: 'ideal' } }), {
      createIntent: intent('requires_capture'),
    });
    expect((await finish(run)).output.error.code).toBe('unsupported_intent_status');
  });

  it('Paysafecard needs a payment id and reads its status', async () => {
    const missing = startWith(
      paysafecardPaymentMachine,
      baseInput({ choice: { method: 'paysafecard' }, resume: { gateway: 'paysafecard' } }),
    );
    expect((await finish(missing)).output.error.message).toBe(
      'Paysafecard payment (ID) is not defined',
    );
    const run = startWith(
      paysafecardPaymentMachine,
      baseInput({
        choice: { method: 'paysafecard' },
        cartPaymentId: 'psc_1',
        resume: { gateway: 'paysafecard' },
      }),
      {
        fetchIntent: intent('CANCELED_CUSTOMER'),
      },
    );
    expect((await finish(run)).output.error.code).toBe('payment_canceled');
    expect(run.calls.fetchIntent).toEqual([{ method: 'paysafecard', paymentId: 'psc_1' }]);
  });

  it('Amazon needs merchant_id and public_key_id; Recurring for subscriptions', async () => {
    const missing = startWith(
      amazonPaymentMachine,
      baseInput({ choice: { method: 'amazon' }, settings: { merchant_id: 'M' } }),
    );
    expect((await finish(missing)).output.error.code).toBe('amazon_settings_missing');
    const run = startWith(
      amazonPaymentMachine,
      baseInput({
        choice: { method: 'amazon' },
        subscription: true,
        settings: { merchant_id: 'M', public_key_id: 'K' },
      }),
      {
        createIntent: intent('requires_action'),
      },
    );
    await finish(run);
    expect(run.calls.createIntent?.[0]).toMatchObject({ chargeType: 'Recurring' });
  });

  // Issue #41: what the sandbox's Amazon Pay page sends back, judged and put on the cart.
  const amazonReturn = (back: Record<string, string>, answers = {}) =>
    startWith(
      amazonPaymentMachine,
      baseInput({
        choice: { method: 'amazon' },
        settings: { merchant_id: 'M', public_key_id: 'K' },
        resume: { gateway: 'amazon', ...back },
      }),
      answers,
    );

  it('Amazon: an approved session goes on the cart with its checkout session id', async () => {
    const run = amazonReturn(
      { redirectStatus: 'succeeded', amazonCheckoutSessionId: 'pi_a' },
      { applyPayment: ok },
    );
    expect((await finish(run)).output).toEqual({ status: 'paid', method: 'amazon' });
    expect(run.calls.applyPayment).toEqual([
      { method: 'amazon', token: 'pi_a', intent: { id: 'pi_a' } },
    ]);
    expect(run.calls.createIntent).toBeUndefined();
  });

  it('Amazon: a decline is "abgelehnt", a cancel "abgebrochen", no session id an error', async () => {
    const declined = amazonReturn({ redirectStatus: 'failed' }, { applyPayment: ok });
    expect((await finish(declined)).output.error.code).toBe('payment_refused');
    const canceled = amazonReturn({ redirectStatus: 'canceled' }, { applyPayment: ok });
    expect((await finish(canceled)).output.error.code).toBe('payment_canceled');
    const noSession = amazonReturn({ redirectStatus: 'succeeded' }, { applyPayment: ok });
    expect((await finish(noSession)).output.error.message).toBe(
      'Missing Amazon checkout session ID',
    );
    for (const run of [declined, canceled, noSession])
      expect(run.calls.applyPayment).toBeUndefined();
  });

  it('Amazon: an address the store cannot deliver to fails with the store German text', async () => {
    const message = 'An die bei Amazon Pay gewählte Lieferadresse (New York) …';
    const run = amazonReturn(
      { redirectStatus: 'succeeded', amazonCheckoutSessionId: 'pi_a' },
      {
        applyPayment: () => {
          throw Object.assign(new Error(message), {
            fields: { 'shipping.country': { code: 'UNDELIVERABLE', message } },
          });
        },
      },
    );
    const { output } = await finish(run);
    expect(output.error).toMatchObject({
      code: 'shipping_address_refused',
      key: 'payment.undeliverable',
      de: message,
    });
  });
});

describe('wallets', () => {
  const payment = {
    token: 'w1',
    email: 'ada@example.de',
    billing: { name: 'Ada' },
    shipping: { zip: '10115' },
  };

  it('Google Pay needs a merchant id and a capable device', async () => {
    const noId = startWith(googlePayPaymentMachine, baseInput({ choice: { method: 'googlePay' } }));
    expect((await finish(noId)).output.error.message).toBe('Google merchant ID is not defined');
    const incapable = startWith(
      googlePayPaymentMachine,
      baseInput({ choice: { method: 'googlePay' }, settings: { merchant_id: 'G' } }),
      { checkDevice: () => false },
    );
    expect((await finish(incapable)).output.error.code).toBe('device_not_capable');
  });

  it('Apple Pay: address change resets service and rating; option change; complete status', async () => {
    const run = startWith(applePayPaymentMachine, baseInput({ choice: { method: 'applePay' } }), {
      checkDevice: () => true,
      verifyDomain: () => ({ verified: true, host: 'shop.de' }),
      updateShippingAddress: () => 'invalid_shipping_address',
      updateShippingOption: () => 'success',
      applyWalletPayment: ok,
    });
    await finish(run);
    run.actor.send({ type: 'SHIPPING_ADDRESS_CHANGED', address: { zip: '1' } });
    await finish(run);
    expect(run.calls.updateShippingAddress).toEqual([
      { shipping: { zip: '1', service: null }, shipment_rating: null },
    ]);
    run.actor.send({ type: 'SHIPPING_OPTION_CHANGED', service: 'to_customer' });
    await finish(run);
    run.actor.send({ type: 'AUTHORIZED', payment });
    const snapshot = await finish(run);
    expect(run.walletAnswers).toEqual([
      { type: 'SHIPPING_ADDRESS_RESULT', result: 'invalid_shipping_address' },
      { type: 'SHIPPING_OPTION_RESULT', result: 'success' },
      { type: 'COMPLETE', status: 'success' },
    ]);
    expect(run.calls.applyWalletPayment).toEqual([
      {
        account: { email: 'ada@example.de' },
        billing: { name: 'Ada', method: 'apple', token: 'w1' },
        shipping: { zip: '10115' },
      },
    ]);
    expect(snapshot.output).toEqual({ status: 'paid', method: 'applePay' });
  });

  it('Apple Pay: an unverified domain fails with the host', async () => {
    const run = startWith(applePayPaymentMachine, baseInput({ choice: { method: 'applePay' } }), {
      checkDevice: () => true,
      verifyDomain: () => ({ verified: false, host: 'shop.de' }),
    });
    expect((await finish(run)).output.error.message).toBe('shop.de domain is not verified');
  });
});
