import { hasProgress } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDraftStatus } from '../drafts/DraftStatus.tsx';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { useConfiguratorOutcome } from '../state/ConfiguratorProvider.tsx';
import { useValue } from '../../../lib/valueStore.ts';
import styles from './ConfiguratorPage.module.css';

/** Whether the browser keeps the progress; a warning when it cannot (quota, private mode). */
export function SaveStatus() {
  const { t } = useT('configurator');
  const status = useValue(useConfiguratorOutcome().storage);
  const started = useConfiguratorSelector((s) => hasProgress(s.context.draft));
  // A saved draft says more than "in the browser"; a browser that cannot store still warns.
  const draft = useDraftStatus();
  if (status === 'idle' || (status === 'saved' && (!started || draft))) return null;
  return (
    <p className={styles.saveStatus} data-status={status} role="status">
      {status === 'saved' ? t('save.saved') : t('save.failed')}
    </p>
  );
}
