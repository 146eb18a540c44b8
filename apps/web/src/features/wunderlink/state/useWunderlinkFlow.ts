import type { PublicWunderlink, RedeemAnswer } from '@federkiel/machines/wunderlink/wunderlinkApi';
import {
  wunderlinkMachine,
  type LoadLinkInput,
  type RedeemInput,
} from '@federkiel/machines/wunderlink';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../../../lib/machineInspector/index.ts';
import type { SessionStatus } from '../../../lib/store/session.ts';
import { fetchWunderlink, redeemWunderlink } from '../api/wunderlinkApi.ts';

export interface WunderlinkFlowOptions {
  linkId: string;
  /** The session's login now ('restoring' must be over before the flow starts). */
  signedIn: boolean;
  status: SessionStatus;
  /** The order is placed: go to the complete screen. */
  onComplete?: (order: { id: string; number: string }) => void;
  /** Tests: other calls than the shop backend's. */
  loadLink?: (input: LoadLinkInput, signal: AbortSignal) => Promise<PublicWunderlink>;
  redeem?: (input: RedeemInput) => Promise<RedeemAnswer>;
}

/**
 * One `wunderlink` machine actor (machines/src/wunderlink.ts) for a WunderLink screen: the
 * link is loaded from the shop backend, the session's login changes are passed on, and the
 * redemption goes through `POST /swell/wunderlink/{id}/redeem`.
 */
export function useWunderlinkFlow({
  linkId,
  signedIn,
  status,
  onComplete,
  loadLink = (input, signal) => fetchWunderlink(input.id, signal),
  redeem = redeemWunderlink,
}: WunderlinkFlowOptions) {
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  });
  const [logic] = useState(() =>
    wunderlinkMachine.provide({
      actors: {
        loadLink: fromPromise<PublicWunderlink, LoadLinkInput>(({ input, signal }) =>
          loadLink(input, signal),
        ),
        redeem: fromPromise<RedeemAnswer, RedeemInput>(({ input }) => redeem(input)),
      },
      actions: {
        notifyComplete: (_, { order }) => completeRef.current?.(order),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { linkId, signedIn }, inspect });

  // The header's sign-out (or a sign-in in another tab) reaches the flow.
  useEffect(() => {
    if (status === 'restoring') return;
    actor.send({ type: status === 'signedIn' ? 'SIGNED_IN' : 'SIGNED_OUT' });
  }, [actor, status]);

  return actor;
}

export type WunderlinkActor = ReturnType<typeof useWunderlinkFlow>;
