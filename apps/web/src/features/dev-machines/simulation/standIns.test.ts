import { machines } from '@federkiel/machines/registry';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { defaultInput } from './defaultInputs.ts';
import { withStandIns, type PendingActor } from './standIns.ts';

function simulate(name: string) {
  const machine = machines[name];
  if (!machine) throw new Error(name);
  const pending: PendingActor[] = [];
  const actions: string[] = [];
  const logic = withStandIns(machine, {
    onPending: (actor) => pending.push(actor),
    onSettled: (key) =>
      pending.splice(
        pending.findIndex((p) => p.key === key),
        1,
      ),
    onAction: (action) => actions.push(action),
  });
  const input = defaultInput(name);
  const actor = createActor(logic, input === undefined ? {} : { input });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  return { actor, pending, actions, errors };
}

describe('simulation with stand-ins', () => {
  it.each(Object.keys(machines))('starts %s with its default input', (name) => {
    const { actor, errors } = simulate(name);
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });

  it('lets invoked actors wait until the developer answers them', async () => {
    const { actor, pending } = simulate('checkout');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(pending.map((p) => p.src)).toEqual(['loadCheckout']);
    pending[0]?.reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(pending).toEqual([]);
    actor.send({ type: 'RETRY' });
    expect(pending.map((p) => p.src)).toEqual(['loadCheckout']);
    actor.stop();
  });

  it('logs named side-effect actions instead of running them, keeps assign', () => {
    const { actor, actions } = simulate('cookieConsent');
    actor.send({ type: 'ACCEPT_ALL' });
    expect(actions).toContain('persistSetting');
    expect(actor.getSnapshot().context.setting).toBe('unrestricted');
    actor.stop();
  });
});
