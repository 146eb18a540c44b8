import { describe, expect, it } from 'vitest';
import type { WireActor, WireMessage } from '../../../lib/machineInspector/protocol.ts';
import { HISTORY_LIMIT, reduceLive, type LiveState } from './liveStore.ts';

const actor: WireActor = {
  tab: 't1',
  sessionId: 'x:0',
  id: 'x:0',
  parentSessionId: null,
  machineId: 'configurator',
  page: '/configurator/path',
};
const snapshot = (value: string, at: number, of: WireActor = actor): WireMessage => ({
  kind: 'snapshot',
  actor: of,
  at,
  event: { type: 'NEXT' },
  snapshot: { status: 'active', value, context: { step: value }, tags: [] },
});

describe('reduceLive', () => {
  const empty: LiveState = { actors: {}, log: [] };

  it('keeps each actor’s snapshots over time and the events sent to it', () => {
    let state = reduceLive(empty, { kind: 'actor', actor, at: 1 }, 1);
    state = reduceLive(state, snapshot('path', 2), 2);
    state = reduceLive(
      state,
      { kind: 'event', actor, at: 3, event: { type: 'NEXT' }, source: null },
      3,
    );
    state = reduceLive(state, snapshot('content', 4), 4);
    const live = state.actors['t1:x:0'];
    expect(live?.history.map((entry) => entry.snapshot.value)).toEqual(['path', 'content']);
    expect(state.log).toEqual([
      { seq: 3, at: 3, actorKey: 't1:x:0', event: { type: 'NEXT' }, sourceKey: null },
    ]);
  });

  it('keeps a bounded history and forgets stopped actors and those of a closed tab', () => {
    let state = empty;
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1)
      state = reduceLive(state, snapshot(`s${i}`, i), i);
    expect(state.actors['t1:x:0']?.history).toHaveLength(HISTORY_LIMIT);
    const other = { ...actor, sessionId: 'x:1' };
    state = reduceLive(state, snapshot('s', 1, other), 0);
    state = reduceLive(state, { kind: 'stopped', actor: other }, 0);
    expect(Object.keys(state.actors)).toEqual(['t1:x:0']);
    state = reduceLive(state, { kind: 'tab-closed', tab: 't1' }, 0);
    expect(state.actors).toEqual({});
  });
});
