import { dateTimeFormat } from '@federkiel/machines/intl/intlFormats';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { getDraftActor } from './draftSession.ts';
import { useDraftSelector } from './useDraftConnection.ts';
import styles from './Drafts.module.css';

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

type Status = 'saving' | 'saved' | 'failed' | null;

/**
 * The draft's quiet status next to the title: "Entwurf gespeichert um 14:32", while saving
 * "Entwurf wird gespeichert …", and the spec's error with "Erneut speichern". Null when
 * there is nothing to say (signed out, nothing saved yet); the browser status shows then.
 */
export function useDraftStatus(): Status {
  return useDraftSelector((s) =>
    s.hasTag('saving')
      ? 'saving'
      : s.hasTag('failed')
        ? 'failed'
        : s.context.savedAt
          ? 'saved'
          : null,
  );
}

export function DraftStatus() {
  const { t } = useT('configurator-drafts');
  const { i18n } = useTranslation();
  const status = useDraftStatus();
  const savedAt = useDraftSelector((s) => s.context.savedAt);
  if (!status) return null;
  // Today the time is enough ("14:32"); a draft loaded from another day names the day too.
  const at = savedAt ? new Date(savedAt) : null;
  const today = at !== null && at.toDateString() === new Date().toDateString();
  const time =
    at && !Number.isNaN(at.getTime())
      ? dateTimeFormat(
          LOCALES[i18n.language] ?? 'de-DE',
          today
            ? { hour: '2-digit', minute: '2-digit' }
            : { dateStyle: 'short', timeStyle: 'short' },
        ).format(at)
      : '';
  return (
    <div className={styles.status} data-status={status}>
      <p role="status" className={styles.statusText}>
        {status === 'saving'
          ? t('saving')
          : status === 'failed'
            ? t('failed')
            : time
              ? t('savedAt', { time })
              : t('saved')}
      </p>
      {status === 'failed' ? (
        <Button variant="ghost" size="sm" onClick={() => getDraftActor().send({ type: 'RETRY' })}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
