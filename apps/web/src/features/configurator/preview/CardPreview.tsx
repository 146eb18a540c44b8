import { fitSettingsOf, recipientLabel, type FitSettings } from '@federkiel/machines';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { templateQueryOptions } from '../../../lib/cms/api/templates.ts';
import { mediaUrl } from '../../../lib/cms/media.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { fontFileQueryOptions } from '../api/fontFile.ts';
import { PREVIEW_ID } from '../state/cardFocus.tsx';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { drawCard, insideSheetSize } from './cardDrawing.ts';
import styles from './CardPreview.module.css';
import { InsideSheet, OutsideSheet } from './CardSheet.tsx';
import { FitMessage } from './FitMessage.tsx';
import { PreviewToolbar } from './PreviewToolbar.tsx';
import { usePreviewCards } from './usePreviewCards.ts';
import { useSheetZoom } from './useSheetZoom.ts';

function useFitSettings(): FitSettings | null {
  const draft = useConfiguratorSelector((s) => s.context.draft);
  return useMemo(() => fitSettingsOf(draft), [draft]);
}

/**
 * The live preview: the chosen card true to size (zoomable), written in the chosen hand with
 * the fit check's line breaks, for any recipient — salutation and placeholders filled in.
 */
export function CardPreview({ onlyActiveVariant = true }: { onlyActiveVariant?: boolean }) {
  const { t } = useT('configurator');
  const settings = useFitSettings();
  const fontRef = useConfiguratorSelector((s) => s.context.draft.font);
  const images = useConfiguratorSelector((s) => s.context.draft.images);
  const templateId = useConfiguratorSelector((s) => s.context.draft.template?.id ?? null);
  const font = useQuery(fontFileQueryOptions(fontRef));
  const template = useQuery(templateQueryOptions(templateId));
  const cards = usePreviewCards(onlyActiveVariant);
  const [side, setSide] = useState<'inside' | 'outside'>('inside');
  const [showArea, setShowArea] = useState(true);
  const viewport = useRef<HTMLDivElement>(null);
  const hasOutside = settings ? settings.canvas.kind !== 'letter' : false;
  const shownSide = hasOutside ? side : 'inside';
  const sheet = settings
    ? shownSide === 'inside'
      ? insideSheetSize(settings.canvas)
      : settings.canvas
    : { widthMm: 0, heightMm: 0 };
  const zoom = useSheetZoom(viewport, {
    widthMm: sheet.widthMm,
    heightMm: sheet.heightMm,
    fitHeight: settings?.canvas.kind !== 'letter',
  });

  const loaded = font.data;
  const recipient = cards.current;
  const drawn = useMemo(
    () => (loaded && settings ? drawCard(loaded.font, settings, recipient) : null),
    [loaded, settings, recipient],
  );
  const name = recipientLabel(cards.current);
  const frontImage =
    images.outerBackground?.url ?? mediaUrl(template.data?.data.frontImage, 'large') ?? null;

  return (
    <section
      id={PREVIEW_ID}
      tabIndex={-1}
      className={styles.preview}
      aria-labelledby="preview-title"
    >
      <div className={styles.head}>
        <h3 id="preview-title" className={styles.title}>
          {t('preview.title')}
        </h3>
        <PreviewToolbar
          cards={cards}
          zoom={zoom}
          side={shownSide}
          onSide={hasOutside ? setSide : null}
          showArea={showArea}
          onShowArea={setShowArea}
        />
      </div>
      {/* Above the card: a jump from the summary lands here with the reason in view. */}
      {drawn ? (
        <FitMessage drawn={drawn} cardNumber={cards.example ? null : cards.index + 1} name={name} />
      ) : null}
      <div ref={viewport} className={styles.viewport}>
        {!settings ? (
          <p className={styles.placeholder}>{t('preview.noCanvas')}</p>
        ) : !fontRef ? (
          <p className={styles.placeholder}>{t('preview.noFont')}</p>
        ) : font.isError ? (
          <Alert tone="error" title={t('preview.fontFailed')}>
            <Button size="sm" variant="secondary" onClick={() => void font.refetch()}>
              {t('path.retry')}
            </Button>
          </Alert>
        ) : !drawn ? (
          <p className={styles.placeholder} role="status">
            <Spinner size={24} /> {t('preview.loadingFont')}
          </p>
        ) : shownSide === 'outside' ? (
          <OutsideSheet
            settings={settings}
            imageUrl={frontImage}
            pxPerMm={zoom.pxPerMm}
            label={t('preview.outsideLabel')}
            emptyText={t('preview.noFront')}
          />
        ) : (
          <InsideSheet
            drawn={drawn}
            settings={settings}
            images={images}
            family={loaded?.family ?? null}
            pxPerMm={zoom.pxPerMm}
            showArea={showArea}
            label={t('preview.insideLabel', { name })}
          />
        )}
      </div>
      {cards.example ? (
        <p className={styles.exampleNote}>{t('preview.example', { name })}</p>
      ) : null}
    </section>
  );
}
