import { hasProgress } from '@federkiel/machines';
import type { DraftPayload } from '@federkiel/machines/drafts/draftApi';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Configurator } from '../state/configuratorContext.ts';
import { useConfiguratorOutcome } from '../state/ConfiguratorProvider.tsx';
import {
  connectConfigurator,
  getDraftActor,
  leaveDraft,
  progressOfDraft,
  sendDraft,
  type DraftActor,
} from './draftSession.ts';

/** The `?draft=<id>` of "Weiterbearbeiten" while it waits for "discard current progress?". */
export interface DraftLinkState {
  /** The draft asked about (null: no question). */
  asking: string | null;
  confirm: () => void;
  cancel: () => void;
  /** A draft was just put into the configurator. */
  loaded: boolean;
  dismissLoaded: () => void;
}

/** LOAD is taken in every state but `saving`: wait for a running save to end. */
function loadWhenReady(actor: DraftActor, id: string) {
  if (!actor.getSnapshot().hasTag('saving')) return actor.send({ type: 'LOAD', id });
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.hasTag('saving')) return;
    subscription.unsubscribe();
    actor.send({ type: 'LOAD', id });
  });
}

/**
 * Connects the configurator on screen with the app's draft actor:
 * - every change of the order or step → `CHANGED` (autosave 3 s later, when signed in);
 * - leaving the page (route change, tab hidden or closed) → `LEAVE` (save now);
 * - progress discarded or put into the cart → `NEW` (the next save is a new draft);
 * - a loaded draft → `LOAD_DRAFT` in the configurator;
 * - `?draft=<id>` ("Weiterbearbeiten" in the profile) → load it, after asking whether the
 *   current progress may go (nothing is discarded before the customer agrees, and nothing
 *   if the draft then cannot be loaded).
 */
export function useDraftConnection(): DraftLinkState {
  const configurator = Configurator.useActorRef();
  const outcome = useConfiguratorOutcome();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const applying = useRef(false);
  const [asking, setAsking] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const draftActor = getDraftActor();

  // A loaded draft replaces the progress; the customer agreed before it was loaded.
  useEffect(
    () =>
      connectConfigurator(queryClient, {
        applyDraft: (_id: string, draft: DraftPayload) => {
          applying.current = true;
          try {
            configurator.send({ type: 'LOAD_DRAFT', progress: progressOfDraft(draft) });
            if (configurator.getSnapshot().hasTag('confirm-discard'))
              configurator.send({ type: 'CONFIRM_DISCARD' });
          } finally {
            applying.current = false;
          }
          setLoaded(true);
        },
      }),
    [configurator, queryClient],
  );

  // Changes go to the draft machine (the object itself; nothing is copied).
  useEffect(() => {
    let { draft: lastOrder, step: lastStep } = configurator.getSnapshot().context;
    const subscription = configurator.subscribe((snapshot) => {
      const { draft, step } = snapshot.context;
      if (draft === lastOrder && step === lastStep) return;
      lastOrder = draft;
      lastStep = step;
      if (applying.current || snapshot.hasTag('done') || !hasProgress(draft)) return;
      sendDraft({ type: 'CHANGED', content: { step, order: draft } });
    });
    return () => subscription.unsubscribe();
  }, [configurator]);

  // Discarded or in the cart: the next save starts a new draft.
  useEffect(
    () =>
      outcome.cleared.subscribe(() => {
        if (!applying.current) sendDraft({ type: 'NEW' });
      }),
    [outcome],
  );

  // Leaving the page saves what is not saved yet.
  useEffect(() => {
    const onHide = () => leaveDraft();
    const onVisibility = () => document.visibilityState === 'hidden' && leaveDraft();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      leaveDraft();
    };
  }, []);

  // `?draft=<id>`
  const here = useRef(location);
  here.current = location;
  const dropParameter = useCallback(() => {
    const params = new URLSearchParams(here.current.search);
    params.delete('draft');
    const search = params.toString();
    void navigate(
      { pathname: here.current.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  }, [navigate]);

  const id = new URLSearchParams(location.search).get('draft');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!id || handled.current === id) return;
    handled.current = id;
    const inProgress = hasProgress(configurator.getSnapshot().context.draft);
    const current = draftActor.getSnapshot().context.draftId;
    if (inProgress && current === id) {
      // This draft is the one on screen already (with whatever was changed since).
      dropParameter();
    } else if (inProgress) {
      setAsking(id);
    } else {
      loadWhenReady(draftActor, id);
      dropParameter();
    }
  }, [id, configurator, draftActor, dropParameter]);

  return {
    asking,
    confirm: () => {
      if (asking) loadWhenReady(draftActor, asking);
      setAsking(null);
      dropParameter();
    },
    cancel: () => {
      setAsking(null);
      dropParameter();
    },
    loaded,
    dismissLoaded: () => setLoaded(false),
  };
}

/** Reads the app's draft actor. */
export function useDraftSelector<T>(
  selector: (snapshot: ReturnType<DraftActor['getSnapshot']>) => T,
): T {
  return useSelector(getDraftActor(), selector);
}
