import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { getStore } from '../../../lib/store/store.ts';
import { storeSessionToken } from '../api/storeSession.ts';
import { withoutParameter, type ConfiguratorUrl } from '../state/configuratorUrl.ts';
import { Configurator } from '../state/configuratorContext.ts';
import { useConfiguratorOutcome } from '../state/ConfiguratorProvider.tsx';
import {
  fetchConfiguration,
  forgetLineEdit,
  progressOfConfiguration,
  readLineEdit,
  rememberLineEdit,
  type LineEdit,
} from './lineEdit.ts';

export type LineEditState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void; dismiss: () => void }
  /** The line is no longer in the cart (removed in another tab, ordered). */
  | { status: 'gone'; dismiss: () => void }
  | { status: 'editing'; name: string; stop: () => void };

interface LineMetadata {
  configurationId?: unknown;
}

/**
 * `/configurator?editLine=<cart item id>` ("Bearbeiten" in the cart): loads the line's stored
 * configuration into the configurator (after the usual "discard current progress?" when there
 * is any) and remembers the line, so "In den Warenkorb" replaces it. The parameter is then
 * removed. Also reports an edit in progress (after a reload) with a way to stop editing.
 */
export function useLineEditFromLink(url: ConfiguratorUrl): LineEditState {
  const location = useLocation();
  const actor = Configurator.useActorRef();
  const outcome = useConfiguratorOutcome();
  const itemId = new URLSearchParams(location.search).get('editLine');
  const [edit, setEdit] = useState<LineEdit | null>(readLineEdit);
  const [phase, setPhase] = useState<'idle' | 'loading' | 'failed' | 'gone'>('idle');
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  /** The line whose link was answered: its parameter goes (again, if a step change kept it). */
  const handled = useRef<string | null>(null);

  const dropParameter = useCallback(
    () => url.go((here) => ({ search: withoutParameter(here.search, 'editLine') })),
    [url],
  );

  // Discarded or put into the cart: the line edit is over.
  useEffect(
    () =>
      outcome.cleared.subscribe(() => {
        forgetLineEdit();
        setEdit(null);
      }),
    [outcome],
  );

  useEffect(() => {
    const key = itemId ? `${itemId}#${attempt}` : null;
    if (!itemId || !key || started.current === key) return;
    started.current = key;
    setPhase('loading');
    void (async () => {
      try {
        const token = await storeSessionToken();
        const cart = await getStore().cart.get();
        const line = cart?.items?.find((item) => item.id === itemId);
        const configurationId = (line as { metadata?: LineMetadata | null } | undefined)?.metadata
          ?.configurationId;
        const configuration =
          typeof configurationId === 'string'
            ? await fetchConfiguration(configurationId, token)
            : null;
        if (!configuration || typeof configurationId !== 'string') {
          setPhase('gone');
          return;
        }
        const next: LineEdit = { configurationId, name: configuration.template.name };
        const clearedBefore = outcome.cleared.get();
        actor.send({ type: 'LOAD_DRAFT', progress: progressOfConfiguration(configuration) });
        const take = () => {
          rememberLineEdit(next);
          setEdit(next);
        };
        if (!actor.getSnapshot().hasTag('confirm-discard')) take();
        else {
          // "Neue Bestellung beginnen?" is open: only a confirmed discard loads the line.
          const subscription = actor.subscribe((snapshot) => {
            if (snapshot.hasTag('confirm-discard')) return;
            subscription.unsubscribe();
            if (outcome.cleared.get() !== clearedBefore) take();
          });
        }
        handled.current = itemId;
        setPhase('idle');
        dropParameter();
      } catch {
        setPhase('failed');
      }
    })();
  }, [itemId, attempt, actor, outcome, dropParameter]);

  useEffect(() => {
    if (itemId && handled.current === itemId) dropParameter();
  }, [itemId, location.pathname, dropParameter]);

  if (phase === 'loading') return { status: 'loading' };
  if (phase === 'failed')
    return {
      status: 'failed',
      retry: () => setAttempt((n) => n + 1),
      dismiss: () => {
        setPhase('idle');
        dropParameter();
      },
    };
  if (phase === 'gone')
    return {
      status: 'gone',
      dismiss: () => {
        setPhase('idle');
        dropParameter();
      },
    };
  if (edit)
    return {
      status: 'editing',
      name: edit.name,
      stop: () => {
        forgetLineEdit();
        setEdit(null);
      },
    };
  return { status: 'none' };
}
