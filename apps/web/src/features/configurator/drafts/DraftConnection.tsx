import { useRef } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { getDraftActor } from './draftSession.ts';
import { useDraftConnection, useDraftSelector } from './useDraftConnection.ts';
import styles from './Drafts.module.css';

/**
 * The configurator's connection to its draft (see useDraftConnection) and what it shows:
 * the "discard current progress?" question before a draft is continued, loading, the
 * spec §8 "too old" message (also for a draft whose template or font is gone), not found.
 */
export function DraftConnection() {
  const { t } = useT('configurator-drafts');
  const { t: tc } = useT('configurator');
  const link = useDraftConnection();
  const cards = useConfiguratorSelector((s) => s.context.draft.recipients.length);
  const loading = useDraftSelector((s) => s.hasTag('loading'));
  const problem = useDraftSelector((s) =>
    s.hasTag('tooOld')
      ? 'tooOld'
      : s.hasTag('notFound')
        ? 'notFound'
        : s.hasTag('loadFailed')
          ? 'failed'
          : null,
  );
  const failedId = useDraftSelector((s) => s.context.loadingId);
  const keepRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      {loading ? (
        <p className={styles.notice} role="status">
          <Spinner size={18} /> {t('load.loading')}
        </p>
      ) : problem ? (
        <Alert tone="error" className={styles.noticeAlert}>
          {problem === 'tooOld'
            ? t('load.tooOld')
            : problem === 'notFound'
              ? t('load.notFound')
              : t('load.failed')}
          {problem === 'failed' && failedId ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => getDraftActor().send({ type: 'LOAD', id: failedId })}
            >
              {t('load.retry')}
            </Button>
          ) : null}
        </Alert>
      ) : link.loaded ? (
        <Alert tone="success" className={styles.noticeAlert}>
          {t('load.loaded')}
        </Alert>
      ) : null}
      <Modal
        open={link.asking !== null}
        onClose={link.cancel}
        title={t('load.confirmTitle')}
        initialFocusRef={keepRef}
        footer={
          <div className={styles.dialogActions}>
            <Button ref={keepRef} variant="ghost" bordered onClick={link.cancel}>
              {t('load.cancel')}
            </Button>
            <Button variant="primary" onClick={link.confirm}>
              {t('load.confirm')}
            </Button>
          </div>
        }
      >
        <p>{tc('discard.text')}</p>
        {cards > 0 ? <p>{tc('discard.recipients', { count: cards })}</p> : null}
      </Modal>
    </>
  );
}
