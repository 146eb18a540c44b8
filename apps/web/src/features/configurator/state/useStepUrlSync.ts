import { selectStep, type StepId } from '@federkiel/machines';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ConfiguratorUrl } from './configuratorUrl.ts';
import { Configurator, useConfiguratorSelector } from './configuratorContext.ts';
import { isStepId, stepPath } from './stepPaths.ts';

/**
 * Keeps `/configurator/:step` and the machine's step in step. The machine decides: a step
 * change in the machine pushes its URL (so the browser's back button walks the steps), a
 * URL the customer opens (back button, typed, bookmarked) is asked of the machine with
 * GO_TO_STEP and corrected when the step cannot be opened yet.
 */
export function useStepUrlSync(url: ConfiguratorUrl): StepId | null {
  const step = useConfiguratorSelector(selectStep);
  const actor = Configurator.useActorRef();
  const { step: param } = useParams();
  // Re-run when the address changes; the address to change is the one url.current() knows.
  const location = useLocation();
  const urlStep = isStepId(param) ? param : null;
  const synced = useRef<StepId | null>(null);

  useEffect(() => {
    if (!step) return;
    if (synced.current !== step) {
      // The machine moved (or the page just opened): show its step in the address bar.
      const first = synced.current === null;
      synced.current = step;
      if (urlStep !== step)
        url.go(() => ({ pathname: stepPath(step) }), { replace: first || !urlStep });
      return;
    }
    if (urlStep === step) return;
    const snapshot = actor.getSnapshot();
    if (urlStep && snapshot.can({ type: 'GO_TO_STEP', step: urlStep }))
      actor.send({ type: 'GO_TO_STEP', step: urlStep });
    else url.go(() => ({ pathname: stepPath(step) }));
  }, [step, urlStep, actor, url, location.search, location.hash]);

  return step;
}
