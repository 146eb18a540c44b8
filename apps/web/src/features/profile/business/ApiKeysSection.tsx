import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/useT.ts';
import { Section } from '../components/Section.tsx';
import { KeysPanel } from './KeysPanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';
import styles from './business.module.css';

/** `/profile/api`: the business API's keys and webhooks (issue 43, docs/business-api.md). */
export function ApiKeysSection() {
  const { t } = useT('profile-business');
  return (
    <Section title={t('title')} intro={t('intro')}>
      <p className={styles.intro}>
        <Link to="/business/api">{t('docsLink')}</Link>
      </p>
      <KeysPanel />
      <WebhooksPanel />
    </Section>
  );
}
