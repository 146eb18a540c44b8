import { useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';

/** "Neue Bestellung": asks before the current progress is thrown away (spec §4). */
export function DiscardDialog() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const open = useConfiguratorSelector((s) => s.hasTag('confirm-discard'));
  const cards = useConfiguratorSelector((s) => s.context.draft.recipients.length);
  const keepRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      onClose={() => send({ type: 'CANCEL_DISCARD' })}
      title={t('discard.title')}
      initialFocusRef={keepRef}
      footer={
        <>
          <Button
            ref={keepRef}
            variant="ghost"
            bordered
            onClick={() => send({ type: 'CANCEL_DISCARD' })}
          >
            {t('discard.cancel')}
          </Button>
          <Button variant="primary" onClick={() => send({ type: 'CONFIRM_DISCARD' })}>
            {t('discard.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('discard.text')}</p>
      {cards > 0 ? <p>{t('discard.recipients', { count: cards })}</p> : null}
    </Modal>
  );
}

export function NewOrderButton() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  return (
    <Button variant="ghost" size="sm" bordered onClick={() => send({ type: 'NEW_ORDER' })}>
      {t('nav.newOrder')}
    </Button>
  );
}
