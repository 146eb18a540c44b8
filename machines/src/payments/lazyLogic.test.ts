import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, StateMachine } from 'xstate';
import { lazyLogic } from './lazyLogic.ts';
import { paypalPaymentMachine } from './redirectMethods.ts';

const toggle = () =>
  createMachine({
    id: 'toggle',
    initial: 'off',
    states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
  });

describe('lazyLogic (issue #44)', () => {
  it('builds the machine only when it is first used, and once', () => {
    const create = vi.fn(toggle);
    const machine = lazyLogic(create);
    expect(create).not.toHaveBeenCalled();
    const actor = createActor(machine).start();
    actor.send({ type: 'FLIP' });
    expect(actor.getSnapshot().value).toBe('on');
    createActor(machine).start();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('is the machine to every reader: instanceof, provide, its definition and JSON', () => {
    const real = toggle();
    const machine = lazyLogic(() => real);
    expect(machine).toBeInstanceOf(StateMachine);
    expect(machine.id).toBe('toggle');
    expect(machine.provide({})).toBeInstanceOf(StateMachine);
    expect(JSON.stringify(machine.definition)).toBe(JSON.stringify(real.definition));
    expect('root' in machine).toBe(true);
    expect(Object.keys(machine)).toEqual(Object.keys(real));
  });

  it('keeps a payment method machine whole behind it (PayPal)', () => {
    expect(paypalPaymentMachine).toBeInstanceOf(StateMachine);
    expect(paypalPaymentMachine.id).toBe('paypalPayment');
    expect(Object.keys(paypalPaymentMachine.root.states).length).toBeGreaterThan(2);
  });
});
