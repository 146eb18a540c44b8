import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { wunderlinkMachine } from './wunderlink.ts';
import type { LoadLinkInput, RedeemInput, WunderlinkInput } from './wunderlink/redemption.ts';
import { design, LINK } from './wunderlink/testing/fixtures.ts';
import type { PublicWunderlink, RedeemAnswer } from './wunderlink/wunderlinkApi.ts';

// Model-based: every state reachable with these events (the app's and the actors' answers)
// is reached by a shortest path and replayed on a real actor whose actors never answer by
// themselves. After every step the invariants of docs/wunderlink.md are checked: nothing is
// redeemed signed out or with a design the grant does not cover, an order only completes
// with the server's answer, and only fixable refusals lead back to the configurator.

type Snapshot = SnapshotFrom<typeof wunderlinkMachine>;

function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.signedIn,
    c.link !== null,
    c.design?.configurationId ?? null,
    c.problems.length,
    c.error?.code ?? null,
    c.shipping !== null,
  ]);
}

const order = { id: 'ord_1', number: 'FK-100001' };
const refusal = (status: number, code: string, extra: object = {}) => ({
  type: 'xstate.error.actor.redeem',
  error: { status, code, message: `${code} (Server)`, ...extra },
});

const events = [
  { type: 'RETRY' },
  { type: 'SIGNED_IN' },
  { type: 'SIGNED_OUT' },
  { type: 'ORDER', design: design() },
  { type: 'ORDER', design: design({ configurationId: 'cfg_big', cardCount: 4 }) },
  { type: 'ORDER', design: design({ configurationId: 'cfg_other', templateId: '22' }) },
  { type: 'CONFIRM' },
  { type: 'CONFIRM', shipping: { address1: 'Hauptstraße 1', zip: '10115', city: 'Berlin' } },
  { type: 'EDIT' },
  { type: 'xstate.done.actor.loadLink', output: LINK },
  {
    type: 'xstate.error.actor.loadLink',
    error: { status: 404, code: 'WUNDERLINK_NOT_FOUND', message: 'weg' },
  },
  { type: 'xstate.error.actor.loadLink', error: new Error('offline') },
  { type: 'xstate.done.actor.redeem', output: { order } },
  refusal(401, 'SIGN_IN_REQUIRED'),
  refusal(404, 'WUNDERLINK_NOT_FOUND'),
  refusal(409, 'ALREADY_REDEEMED', { order: { id: 'ord_0', number: 'FK-100000' } }),
  refusal(422, 'TOO_MANY_CARDS'),
  refusal(422, 'TEMPLATE_NOT_ALLOWED'),
  refusal(404, 'CONFIGURATION_NOT_FOUND'),
  refusal(422, 'ADDRESS_REQUIRED'),
  { type: 'xstate.error.actor.redeem', error: new TypeError('Failed to fetch') },
] as EventObject[];

const inputs: WunderlinkInput[] = [
  { linkId: LINK.id, signedIn: false },
  { linkId: LINK.id, signedIn: true },
];

/** An actor that never answers: the test sends its answers as events. */
const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));

function replayActor(input: WunderlinkInput) {
  const counts = { needsAccount: 0, complete: 0 };
  const machine = wunderlinkMachine.provide({
    actors: {
      loadLink: never<PublicWunderlink, LoadLinkInput>(),
      redeem: never<RedeemAnswer, RedeemInput>(),
    },
    actions: {
      notifyNeedsAccount: () => {
        counts.needsAccount += 1;
      },
      notifyComplete: () => {
        counts.complete += 1;
      },
    },
  });
  return { actor: createActor(machine, { input }).start(), counts };
}

describe('wunderlink (model-based)', () => {
  const all = inputs.flatMap((input) =>
    getShortestPaths(wunderlinkMachine, {
      events,
      input,
      serializeState: serializeState as never,
    } as never).map((path) => ({ input, path })),
  );

  it('reaches every state', () => {
    const reached = new Set(all.map(({ path }) => JSON.stringify(path.state.value)));
    for (const value of [
      'loading',
      'notFound',
      'loadFailed',
      { ready: 'designing' },
      { ready: 'invalid' },
      'needsAccount',
      'confirming',
      'placing',
      'complete',
      { refused: 'final' },
      { refused: 'fixable' },
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it(`replays the shortest paths`, () => {
    expect(all.length).toBeGreaterThan(30);
    for (const { input, path } of all) {
      const { actor, counts } = replayActor(input);
      for (const step of path.steps) {
        const event = step.event as EventObject;
        if (event.type === 'xstate.init') continue;
        const before = actor.getSnapshot();
        actor.send(event as never);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        const c = snapshot.context;

        // Nothing is placed signed out, without a loaded link, or with a design the grant
        // does not cover. (Signing out while the request runs changes nothing: the server's
        // answer decides.)
        if (snapshot.hasTag('placing') && !before.hasTag('placing')) {
          expect(c.signedIn).toBe(true);
          expect(c.link).not.toBeNull();
          expect(c.design).not.toBeNull();
          expect(c.problems).toEqual([]);
        }
        if (snapshot.hasTag('confirming')) expect(c.signedIn).toBe(true);
        // The confirm screen and the sign-in step are only reached with an allowed design.
        if (snapshot.hasTag('confirming') || snapshot.hasTag('needsAccount'))
          expect(c.problems).toEqual([]);
        if (snapshot.hasTag('invalid')) expect(c.problems.length).toBeGreaterThan(0);
        // Complete only with the server's order; the app hears it once.
        if (snapshot.hasTag('complete')) {
          expect(before.hasTag('placing')).toBe(true);
          expect(c.order).toEqual(order);
          expect(counts.complete).toBe(1);
        } else expect(counts.complete).toBe(0);
        // A refusal carries the server's reason; the earlier order with "already redeemed".
        if (snapshot.hasTag('refused')) expect(c.error).not.toBeNull();
        if (c.error?.code === 'ALREADY_REDEEMED') expect(c.order?.number).toBe('FK-100000');
        // Only fixable refusals lead back to the configurator.
        if (snapshot.hasTag('fixable'))
          expect(['TOO_MANY_CARDS', 'TEMPLATE_NOT_ALLOWED', 'CONFIGURATION_NOT_FOUND']).toContain(
            c.error?.code,
          );
        if (before.hasTag('refused') && !before.hasTag('fixable'))
          expect(snapshot.hasTag('refused')).toBe(true);
        // The not-found screen and the completed order are final.
        if (before.status === 'done') expect(snapshot.value).toEqual(before.value);
      }
      actor.stop();
    }
  }, 30_000);
});
