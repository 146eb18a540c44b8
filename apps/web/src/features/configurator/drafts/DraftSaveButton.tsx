import { hasProgress } from '@federkiel/machines';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { Configurator, useConfiguratorSelector } from '../state/configuratorContext.ts';
import { getDraftActor } from './draftSession.ts';
import { useDraftSelector } from './useDraftConnection.ts';
import styles from './Drafts.module.css';

/** `/signin?returnTo=…` (the auth feature's parameter): back to this very step afterwards. */
function withReturnTo(path: string, returnTo: string): string {
  return `${path}?${new URLSearchParams({ returnTo }).toString()}`;
}

/**
 * "Als Entwurf speichern" (every step): saves now through the draft machine. Signed out,
 * the machine refuses and a dialog says so (spec §6) with sign-in and sign-up links that
 * come back here; the progress stays in the browser meanwhile.
 */
export function DraftSaveButton() {
  const { t } = useT('configurator-drafts');
  const configurator = Configurator.useActorRef();
  const location = useLocation();
  const started = useConfiguratorSelector((s) => hasProgress(s.context.draft));
  const saving = useDraftSelector((s) => s.hasTag('saving'));
  const [loginOpen, setLoginOpen] = useState(false);
  const returnTo = location.pathname + location.search;

  const save = () => {
    if (saving || !started) return;
    const actor = getDraftActor();
    // After a reload the machine has not seen the configurator yet: hand over what is there.
    if (!actor.getSnapshot().context.content) {
      const { step, draft } = configurator.getSnapshot().context;
      actor.send({ type: 'CHANGED', content: { step, order: draft } });
    }
    actor.send({ type: 'SAVE' });
    if (actor.getSnapshot().hasTag('loginRequired')) setLoginOpen(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        bordered
        aria-disabled={saving || !started || undefined}
        data-pending={saving || undefined}
        onClick={save}
      >
        {saving ? t('saving') : t('save')}
      </Button>
      <Modal
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        title={t('login.title')}
        size="md"
        footer={
          <div className={styles.dialogActions}>
            <Button variant="ghost" bordered onClick={() => setLoginOpen(false)}>
              {t('login.close')}
            </Button>
            <Button variant="ghost" bordered to={withReturnTo('/signup', returnTo)}>
              {t('login.signup')}
            </Button>
            <Button variant="primary" to={withReturnTo('/signin', returnTo)}>
              {t('login.signin')}
            </Button>
          </div>
        }
      >
        <p className={styles.loginText}>{t('login.text')}</p>
        <p>{t('login.keep')}</p>
      </Modal>
    </>
  );
}
