import type { PaymentInput } from '@federkiel/machines';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createWalletSheetBridge, openWalletSheet } from './walletSheetBridge.ts';

const input = {
  choice: { method: 'applePay' },
  amount: 10,
  currency: 'EUR',
  settings: { enabled: true, gateway: 'sandbox' },
} as PaymentInput;

describe('openWalletSheet', () => {
  it('opens a session, passes the answers on, and closes when the actor ends', () => {
    const bridge = createWalletSheetBridge();
    const actor = createActor(openWalletSheet(bridge, 'googlePay'), { input }).start();
    expect(bridge.session.get()).toMatchObject({ wallet: 'googlePay', answers: [] });
    actor.send({ type: 'SHIPPING_ADDRESS_RESULT', result: 'invalid_shipping_address' });
    expect(bridge.session.get()?.answers).toEqual([
      { type: 'SHIPPING_ADDRESS_RESULT', result: 'invalid_shipping_address' },
    ]);
    actor.stop();
    expect(bridge.session.get()).toBeNull();
  });

  it('closes the sheet at once on „Bezahlen“, before the machine is done (issue #27)', () => {
    const bridge = createWalletSheetBridge();
    const events: unknown[] = [];
    const actor = createActor(openWalletSheet(bridge, 'googlePay'), { input }).start();
    actor.subscribe({ error: (error) => events.push(error) });
    const session = bridge.session.get();
    session?.send({
      type: 'AUTHORIZED',
      payment: { token: 'tok', email: 'a@b.de', billing: {}, shipping: {} },
    } as never);
    expect(bridge.session.get()).toBeNull();
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
    expect(events).toEqual([]);
  });

  it("keeps Apple Pay's completion status after the sheet is gone", () => {
    const bridge = createWalletSheetBridge();
    const actor = createActor(openWalletSheet(bridge, 'applePay'), { input }).start();
    actor.send({ type: 'COMPLETE', status: 'success' });
    actor.stop();
    expect(bridge.session.get()).toBeNull();
    expect(bridge.completion.get()).toEqual({ wallet: 'applePay', status: 'success' });
  });

  it('opens no sandbox sheet for a real gateway (the actor fails instead)', () => {
    const bridge = createWalletSheetBridge();
    const actor = createActor(openWalletSheet(bridge, 'googlePay'), {
      input: { ...input, settings: { enabled: true, gateway: 'stripe' } },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(errors).toHaveLength(1);
    expect(bridge.session.get()).toBeNull();
  });
});
