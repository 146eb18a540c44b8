import type { Recipient } from '@federkiel/machines';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCardFocus } from '../state/cardFocus.tsx';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { exampleRecipient } from './cardDrawing.ts';

export interface PreviewCards {
  /** The cards one can step through. */
  cards: Recipient[];
  /** No recipient (of this variant) yet: an example card is shown. */
  example: boolean;
  index: number;
  current: Recipient;
  goTo: (index: number) => void;
}

/**
 * The cards the preview steps through: every recipient, or (while writing a variant) the
 * recipients who get that variant. Without any, an example recipient shows the text.
 */
export function usePreviewCards(onlyActiveVariant: boolean): PreviewCards {
  const recipients = useConfiguratorSelector((s) => s.context.draft.recipients);
  const variant = useConfiguratorSelector((s) => s.context.activeVariant);
  const customVariables = useConfiguratorSelector((s) => s.context.draft.customVariables);
  const personalisation = useConfiguratorSelector((s) => s.context.draft.personalisation);
  const { previewCardId, setPreviewCardId } = useCardFocus();

  const real = useMemo(
    () => (onlyActiveVariant ? recipients.filter((r) => r.addressForm === variant) : recipients),
    [recipients, variant, onlyActiveVariant],
  );
  const example = real.length === 0;
  const { t } = useT('configurator');
  const sample = t('preview.freeTextSample');
  const fallback = useMemo(
    () => exampleRecipient(variant, { customVariables, personalisation }, sample),
    [variant, customVariables, personalisation, sample],
  );
  const cards = example ? [fallback] : real;
  const found = cards.findIndex((card) => card.id === previewCardId);
  const index = found === -1 ? 0 : found;

  return {
    cards,
    example,
    index,
    current: cards[index] ?? fallback,
    goTo: (next) => {
      const card = cards[Math.max(0, Math.min(cards.length - 1, next))];
      if (card) setPreviewCardId(card.id);
    },
  };
}
