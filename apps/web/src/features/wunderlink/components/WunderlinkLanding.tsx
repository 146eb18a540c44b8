import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useSessionStatus } from '../../../lib/store/session.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { startGrant } from '../../../lib/wunderlink/grant.ts';
import { useWunderlinkFlow, type WunderlinkFlowOptions } from '../state/useWunderlinkFlow.ts';
import { AllowedTemplates } from './AllowedTemplates.tsx';
import { GrantTerms } from './GrantTerms.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { WunderlinkNotFound } from './WunderlinkNotFound.tsx';
import styles from './Wunderlink.module.css';

export interface WunderlinkLandingProps {
  linkId: string;
  /** Tests: another source of the link than `GET /swell/wunderlink/{id}`. */
  loadLink?: WunderlinkFlowOptions['loadLink'];
}

/**
 * `/wunderlink/{link}`: what the link grants, in the shop's layout; "Karten gestalten" opens
 * the configurator with the grant attached. Any link that cannot be used answers the same
 * not-found screen.
 */
export function WunderlinkLanding({ linkId, loadLink }: WunderlinkLandingProps) {
  const { t } = useT('wunderlink');
  const status = useSessionStatus();
  const actor = useWunderlinkFlow({
    linkId,
    status,
    signedIn: status === 'signedIn',
    ...(loadLink ? { loadLink } : {}),
  });
  const view = useSelector(actor, (s) =>
    s.hasTag('notFound')
      ? 'notFound'
      : s.hasTag('loadFailed')
        ? 'loadFailed'
        : s.hasTag('loading')
          ? 'loading'
          : 'ready',
  );
  const link = useSelector(actor, (s) => s.context.link);

  if (view === 'notFound') return <WunderlinkNotFound />;
  if (view === 'loadFailed') return <LoadFailed onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (view === 'loading' || !link) return <LoadingState centered label={t('loading')} />;
  return <Landing link={link} />;
}

function Landing({ link }: { link: PublicWunderlink }) {
  const { t } = useT('wunderlink');
  const navigate = useNavigate();
  const small = useMediaQuery('(max-width: 767.98px)');
  useDocumentTitle(t('landing.documentTitle', { count: link.free_cards }));

  const start = () => {
    startGrant(link);
    void navigate(
      link.template
        ? `/configurator?${new URLSearchParams({ template: link.template.id }).toString()}`
        : '/configurator',
    );
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="wunderlink-title">
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="wunderlink-title" className={styles.title}>
          {t('landing.title', { count: link.free_cards })}
        </h1>
        <p className={styles.lead}>{t('landing.campaign', { campaign: link.campaign })}</p>
        <p className={styles.text}>{t('landing.intro')}</p>
        <div className={styles.actions}>
          <Button variant="primary" size="lg" onClick={start}>
            {t('landing.start')}
          </Button>
        </div>
        {small ? <p className={styles.hint}>{t('landing.desktop')}</p> : null}
      </section>

      <section className={styles.card} aria-labelledby="wunderlink-details">
        <h2 id="wunderlink-details" className={styles.sectionTitle}>
          {t('landing.details')}
        </h2>
        <GrantTerms link={link} />
      </section>

      <AllowedTemplates link={link} />

      <section className={styles.card} aria-labelledby="wunderlink-steps">
        <h2 id="wunderlink-steps" className={styles.sectionTitle}>
          {t('landing.steps')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('landing.step1')}</li>
          <li>{t('landing.step2')}</li>
          <li>{t('landing.step3')}</li>
        </ol>
      </section>
    </div>
  );
}
