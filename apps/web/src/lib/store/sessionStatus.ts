import type { sessionMachine } from '@federkiel/machines/session';
import type { Actor, SnapshotFrom } from 'xstate';
import { publishSessionView, type SessionStatus } from './sessionViewState.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const statusOf = (snapshot: SessionSnapshot): SessionStatus =>
  snapshot.hasTag('restoring')
    ? 'restoring'
    : snapshot.hasTag('signedIn')
      ? 'signedIn'
      : 'signedOut';

/** Publishes the machine's login to the header's view, now and on every change. */
export function registerSessionView(actor: Actor<typeof sessionMachine>): void {
  const publish = (snapshot: SessionSnapshot) =>
    publishSessionView({ status: statusOf(snapshot), user: snapshot.context.user });
  publish(actor.getSnapshot());
  actor.subscribe(publish);
}
