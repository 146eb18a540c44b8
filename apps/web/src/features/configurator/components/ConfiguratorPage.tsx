import type { StepId } from '@federkiel/machines';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { grantExpired, useGrant } from '../../../lib/wunderlink/grant.ts';
import { LineEditNotice } from '../cartEdit/LineEditNotice.tsx';
import { useLineEditFromLink } from '../cartEdit/useLineEditFromLink.ts';
import { ContentStep } from '../content/ContentStep.tsx';
import { DataStep } from '../data/DataStep.tsx';
import { PathStep } from '../path/PathStep.tsx';
import { DraftConnection } from '../drafts/DraftConnection.tsx';
import { DraftStatus } from '../drafts/DraftStatus.tsx';
import { CardFocusProvider } from '../state/cardFocus.tsx';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import {
  ConfiguratorProvider,
  type ConfiguratorProviderProps,
} from '../state/ConfiguratorProvider.tsx';
import { useConfiguratorUrl } from '../state/configuratorUrl.ts';
import { useStepUrlSync } from '../state/useStepUrlSync.ts';
import { useTemplateFromLink } from '../state/useTemplateFromLink.ts';
import { OrderAdded } from '../summary/OrderAdded.tsx';
import { SummaryStep } from '../summary/SummaryStep.tsx';
import styles from './ConfiguratorPage.module.css';
import { DiscardDialog, NewOrderButton } from './DiscardDialog.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { StepFooter } from './StepFooter.tsx';
import { Stepper } from './Stepper.tsx';
import { TemplateLinkNotice } from './TemplateLinkNotice.tsx';
import { useConfiguratorGrant } from '../wunderlink/grantContext.ts';
import { GrantNotice } from '../wunderlink/GrantNotice.tsx';
import { GrantOrdered } from '../wunderlink/GrantOrdered.tsx';
import { GrantSync } from '../wunderlink/GrantSync.tsx';

const STEP_VIEWS: Record<StepId, () => React.JSX.Element> = {
  path: PathStep,
  content: ContentStep,
  data: DataStep,
  summary: SummaryStep,
};

/**
 * `/configurator/:step`: one configurator per visit; "Weitere Karte gestalten" starts anew.
 * With a WunderLink's grant (lib/wunderlink) it designs the free cards; leaving the grant
 * ("Ohne WunderLink weiter") starts it anew without.
 */
export function ConfiguratorPage(props: Omit<ConfiguratorProviderProps, 'children'>) {
  const [generation, setGeneration] = useState(0);
  const stored = useGrant();
  const live = stored && !grantExpired(stored) ? stored : null;
  const grant = props.grant === undefined ? live : props.grant;
  return (
    <ConfiguratorProvider key={`${generation}:${grant?.link.id ?? ''}`} {...props} grant={grant}>
      <CardFocusProvider>
        <ConfiguratorScreen onStartOver={() => setGeneration((n) => n + 1)} />
      </CardFocusProvider>
    </ConfiguratorProvider>
  );
}

function ConfiguratorScreen({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useT('configurator');
  const url = useConfiguratorUrl();
  const step = useStepUrlSync(url);
  const done = useConfiguratorSelector((s) => s.hasTag('done'));
  const link = useTemplateFromLink(url);
  const lineEdit = useLineEditFromLink(url);
  const grant = useConfiguratorGrant();
  const { t: tw } = useT('configurator-wunderlink');
  // While the cards go into the cart, or "Neue Bestellung?" is asked, no step state is active;
  // the step the customer was on (the machine keeps it in its context) stays on screen.
  const lastStep = useConfiguratorSelector((s) => s.context.step);
  const visible: StepId = step ?? lastStep;
  const stepRef = useRef<HTMLElement>(null);
  const shownStep = useRef<StepId | null>(null);

  useDocumentTitle(done ? t('done.title') : t('pageTitle', { step: t(`steps.${visible}`) }));

  // A new step starts at its top, with the focus on it (not on the first load) – unless the
  // step focused a place itself (a jump to one card's cell from the summary).
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== visible) {
      const step = stepRef.current;
      const placed =
        step !== null && step !== document.activeElement && step.contains(document.activeElement);
      if (!placed) {
        window.scrollTo({ top: 0 });
        step?.focus({ preventScroll: true });
      }
    }
    shownStep.current = visible;
  }, [visible]);

  if (done && grant) return <GrantOrdered linkId={grant.id} />;
  if (done) return <OrderAdded onStartOver={onStartOver} />;
  const View = STEP_VIEWS[visible];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{t('title')}</h1>
          <div className={styles.tools}>
            <DraftStatus />
            <SaveStatus />
            <NewOrderButton />
          </div>
        </div>
        <Stepper />
      </header>
      <GrantNotice />
      <GrantSync />
      <DraftConnection />
      {visible === 'path' ? <TemplateLinkNotice state={link} /> : null}
      <LineEditNotice state={lineEdit} />
      <section
        ref={stepRef}
        tabIndex={-1}
        className={styles.step}
        aria-label={t(`steps.${visible}`)}
      >
        <h2 className={styles.stepHeading}>{t(`steps.${visible}`)}</h2>
        {/* The recipients step writes its own introduction (with the card count). */}
        {visible === 'data' ? null : (
          <p className={styles.stepIntro}>
            {grant && visible === 'summary' ? tw('intro.summary') : t(`intro.${visible}`)}
          </p>
        )}
        <View />
      </section>
      <StepFooter />
      <DiscardDialog />
    </div>
  );
}
