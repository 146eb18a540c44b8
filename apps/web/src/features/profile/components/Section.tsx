import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import {
  AccountPageSection,
  type AccountPageSectionProps,
} from '../../../components/AccountPageSection.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './Section.module.css';

export type SectionProps = Omit<AccountPageSectionProps, 'pageTitle'>;

/** One section of the profile screen (the shared account section, titled in the profile's words). */
export function Section(props: SectionProps) {
  const { t } = useT('profile');
  return <AccountPageSection {...props} pageTitle={t('title')} />;
}

/** Data of the section is loading. */
export function SectionLoading() {
  const { t } = useT('profile');
  return <LoadingState label={t('loading')} />;
}

/** Data of the section could not be loaded; a button tries again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT('profile');
  return (
    <div className={styles.error}>
      <Alert tone="error">{t('loadFailed')}</Alert>
      <Button variant="ghost" bordered onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
