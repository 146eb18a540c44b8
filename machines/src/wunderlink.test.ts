import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { wunderlinkMachine } from './wunderlink.ts';
import type { LoadLinkInput, RedeemInput, WunderlinkInput } from './wunderlink/redemption.ts';
import { design, LINK } from './wunderlink/testing/fixtures.ts';
import type { PublicWunderlink, RedeemAnswer } from './wunderlink/wunderlinkApi.ts';

// The redemption machine with a fake server: answers are queued per call.

type Answer<T> = T | { throw: unknown };

function rig(
  input: Partial<WunderlinkInput> = {},
  answers: { load?: Answer<PublicWunderlink>[]; redeem?: Answer<RedeemAnswer>[] } = {},
) {
  const calls = { load: [] as LoadLinkInput[], redeem: [] as RedeemInput[] };
  const notified = { needsAccount: 0, complete: [] as { id: string; number: string }[] };
  const load = [...(answers.load ?? [LINK])];
  const redeem = [...(answers.redeem ?? [{ order: { id: 'ord_1', number: 'FK-100001' } }])];
  const answer = async <T>(queue: Answer<T>[]): Promise<T> => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no answer queued');
    if (typeof next === 'object' && next !== null && 'throw' in next) throw next.throw;
    return next as T;
  };
  const machine = wunderlinkMachine.provide({
    actors: {
      loadLink: fromPromise<PublicWunderlink, LoadLinkInput>(async ({ input: i }) => {
        calls.load.push(i);
        return answer(load);
      }),
      redeem: fromPromise<RedeemAnswer, RedeemInput>(async ({ input: i }) => {
        calls.redeem.push(i);
        return answer(redeem);
      }),
    },
    actions: {
      notifyNeedsAccount: () => {
        notified.needsAccount += 1;
      },
      notifyComplete: (_, params) => {
        notified.complete.push(params.order);
      },
    },
  });
  const actor = createActor(machine, {
    input: { linkId: LINK.id, signedIn: true, ...input },
  }).start();
  return { actor, calls, notified };
}

const settled = (actor: ReturnType<typeof rig>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('placing'));

describe('wunderlink machine', () => {
  it('loads the link, takes the design, confirms and places the order', async () => {
    const { actor, calls, notified } = rig();
    await settled(actor);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.link).toEqual(LINK);
    expect(calls.load).toEqual([{ id: LINK.id }]);

    actor.send({ type: 'ORDER', design: design() });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    const done = actor.getSnapshot();
    expect(done.hasTag('complete')).toBe(true);
    expect(done.status).toBe('done');
    expect(done.context.order).toEqual({ id: 'ord_1', number: 'FK-100001' });
    expect(calls.redeem).toEqual([{ linkId: LINK.id, configurationId: 'cfg_1' }]);
    expect(notified.complete).toEqual([{ id: 'ord_1', number: 'FK-100001' }]);
  });

  it('shows the not-found screen for a link that does not exist or has ended', async () => {
    const { actor } = rig(
      {},
      {
        load: [{ throw: { status: 404, code: 'WUNDERLINK_NOT_FOUND', message: 'weg' } }],
      },
    );
    await settled(actor);
    expect(actor.getSnapshot().hasTag('notFound')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers a retry when the link could not be loaded', async () => {
    const { actor, calls } = rig({}, { load: [{ throw: new Error('offline') }, LINK] });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(calls.load).toHaveLength(2);
  });

  it('keeps a design the grant does not cover in ready, with the problems', async () => {
    const { actor, calls } = rig();
    await settled(actor);
    actor.send({ type: 'ORDER', design: design({ cardCount: 4, templateId: '22' }) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(snapshot.context.problems.map((p) => p.message)).toEqual([
      'Dieser WunderLink gilt nur für die Vorlage „Konfetti-Geburtstag“.',
      'Es können höchstens 3 Karten in einer Bestellung sein.',
    ]);
    actor.send({ type: 'ORDER', design: design() });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual([]);
    expect(calls.redeem).toEqual([]);
  });

  it('sends a signed-out customer to sign in first, then to the confirm screen', async () => {
    const { actor, notified } = rig({ signedIn: false });
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    expect(actor.getSnapshot().hasTag('needsAccount')).toBe(true);
    expect(notified.needsAccount).toBe(1);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('needsAccount')).toBe(true);
    actor.send({ type: 'SIGNED_IN' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
  });

  it('goes back to sign-in when the server says the session is signed out', async () => {
    const { actor, notified } = rig(
      {},
      {
        redeem: [
          { throw: { status: 401, code: 'SIGN_IN_REQUIRED', message: 'Bitte melde dich an' } },
        ],
      },
    );
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('needsAccount')).toBe(true);
    expect(actor.getSnapshot().context.signedIn).toBe(false);
    expect(notified.needsAccount).toBe(1);
  });

  it('ends with the earlier order when the account already redeemed the link', async () => {
    const earlier = { id: 'ord_0', number: 'FK-100000' };
    const { actor } = rig(
      {},
      {
        redeem: [
          {
            throw: {
              status: 409,
              error: {
                code: 'ALREADY_REDEEMED',
                message: 'Du hast diesen WunderLink bereits eingelöst.',
                order: earlier,
              },
              order: earlier,
            },
          },
        ],
      },
    );
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('refused')).toBe(true);
    expect(snapshot.hasTag('fixable')).toBe(false);
    expect(snapshot.context.error?.message).toBe('Du hast diesen WunderLink bereits eingelöst.');
    expect(snapshot.context.order).toEqual(earlier);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
  });

  it('lets the customer fix a refused design in the configurator', async () => {
    const { actor, calls } = rig(
      {},
      {
        redeem: [
          {
            throw: {
              status: 422,
              code: 'TOO_MANY_CARDS',
              message: 'Es können höchstens 3 Karten in einer Bestellung sein.',
            },
          },
          { order: { id: 'ord_2', number: 'FK-100002' } },
        ],
      },
    );
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('fixable')).toBe(true);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'ORDER', design: design({ configurationId: 'cfg_2', cardCount: 1 }) });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    expect(calls.redeem.map((c) => c.configurationId)).toEqual(['cfg_1', 'cfg_2']);
  });

  it('asks for the delivery address on the confirm screen and sends it', async () => {
    const { actor, calls } = rig(
      {},
      {
        load: [{ ...LINK, postage_included: false }],
        redeem: [
          {
            throw: {
              status: 422,
              code: 'ADDRESS_REQUIRED',
              message: 'Bitte gib deine Lieferadresse an.',
            },
          },
          { order: { id: 'ord_3', number: 'FK-100003' } },
        ],
      },
    );
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('ADDRESS_REQUIRED');
    const shipping = { address1: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' };
    actor.send({ type: 'CONFIRM', shipping });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    expect(calls.redeem[1]).toEqual({ linkId: LINK.id, configurationId: 'cfg_1', shipping });
  });

  it('stays on the confirm screen with a message when the server cannot be reached', async () => {
    const { actor } = rig({}, { redeem: [{ throw: new TypeError('Failed to fetch') }] });
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toMatch(/noch einmal/);
  });

  it('ends when the link ran out while the customer was designing', async () => {
    const { actor } = rig(
      {},
      {
        redeem: [
          {
            throw: {
              status: 404,
              code: 'WUNDERLINK_NOT_FOUND',
              message: 'Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.',
            },
          },
        ],
      },
    );
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(actor.getSnapshot().hasTag('fixable')).toBe(false);
  });

  it('goes back from the confirm screen to the configurator', async () => {
    const { actor } = rig();
    await settled(actor);
    actor.send({ type: 'ORDER', design: design() });
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.send({ type: 'SIGNED_OUT' });
    actor.send({ type: 'ORDER', design: design() });
    expect(actor.getSnapshot().hasTag('needsAccount')).toBe(true);
  });
});
