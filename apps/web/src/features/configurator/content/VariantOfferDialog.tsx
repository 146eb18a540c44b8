import { useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';

/** Spec §4: opening another variant offers the previous variant's text or a fresh start. */
export function VariantOfferDialog() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const open = useConfiguratorSelector((s) => s.hasTag('variant-offer'));
  const offer = useConfiguratorSelector((s) => s.context.variantOffer);
  const templateHasText = useConfiguratorSelector((s) => {
    const to = s.context.variantOffer?.to;
    const texts = to ? s.context.draft.templateTexts?.[to] : null;
    return Boolean(texts?.pages.some((page) => page.heading.trim() || page.body.trim()));
  });
  const copyRef = useRef<HTMLButtonElement>(null);
  if (!offer) return null;
  const names = { from: t(`variants.${offer.from}`), to: t(`variants.${offer.to}`) };

  return (
    <Modal
      open={open}
      onClose={() => send({ type: 'CANCEL_VARIANT_SWITCH' })}
      title={t('content.offer.title', names)}
      initialFocusRef={copyRef}
      footer={
        <>
          <Button variant="ghost" bordered onClick={() => send({ type: 'START_VARIANT_FRESH' })}>
            {templateHasText ? t('content.offer.template') : t('content.offer.empty')}
          </Button>
          <Button
            ref={copyRef}
            variant="primary"
            onClick={() => send({ type: 'COPY_PREVIOUS_VARIANT' })}
          >
            {t('content.offer.copy', names)}
          </Button>
        </>
      }
    >
      <p>{t('content.offer.text', names)}</p>
    </Modal>
  );
}
