import { fitSettingsOf, recipientLabel, type FitSettings } from '@federkiel/machines';
import { envelopeFormatFor } from '@federkiel/machines/configurator/envelopeLayout';
import { cardLayout, penLayoutFont } from '@federkiel/machines/pen/pipeline';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { templateQueryOptions } from '../../../lib/cms/api/templates.ts';
import { mediaUrl } from '../../../lib/cms/media.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { fontFileQueryOptions } from '../api/fontFile.ts';
import { envelopeChecker, envelopePreview } from '../pen/envelopePreview.ts';
import { EnvelopeView } from '../pen/EnvelopeView.tsx';
import { partialPenPages } from '../pen/partialWriting.ts';
import { penFontQueryOptions } from '../pen/penFontFile.ts';
import { formatWritingTime, penPreview, previewSeed } from '../pen/penPreview.ts';
import { PartialPenWriting, PenWriting, penWritingPages } from '../pen/PenWriting.tsx';
import { PREVIEW_ID } from '../state/cardFocus.tsx';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { drawCard, insideSheetSize } from './cardDrawing.ts';
import styles from './CardPreview.module.css';
import { InsideSheet, OutsideSheet } from './CardSheet.tsx';
import { FitMessage } from './FitMessage.tsx';
import { PreviewToolbar, type PreviewView, VIEW_PANEL_ID, viewTabId } from './PreviewToolbar.tsx';
import { usePreviewCards } from './usePreviewCards.ts';
import { useSheetZoom } from './useSheetZoom.ts';

function useFitSettings(): FitSettings | null {
  const draft = useConfiguratorSelector((s) => s.context.draft);
  return useMemo(() => fitSettingsOf(draft), [draft]);
}

/**
 * The live preview: the chosen card true to size (zoomable), written in the chosen hand with
 * the fit check's line breaks, for any recipient — salutation and placeholders filled in.
 * „So schreibt der Stift“ shows the same card drawn from the pen font's strokes, as the robot
 * writes it (docs/pen-fonts.md); a pen-only font (no web font) is always drawn that way. The
 * fit message measures with the pen font when the font has one, like the fit check.
 */
export function CardPreview({ onlyActiveVariant = true }: { onlyActiveVariant?: boolean }) {
  const { t } = useT('configurator');
  const settings = useFitSettings();
  const fontRef = useConfiguratorSelector((s) => s.context.draft.font);
  const images = useConfiguratorSelector((s) => s.context.draft.images);
  const templateId = useConfiguratorSelector((s) => s.context.draft.template?.id ?? null);
  const font = useQuery(fontFileQueryOptions(fontRef));
  const penUrl = font.data?.penFontUrl ?? null;
  const pen = useQuery(penFontQueryOptions(penUrl));
  const template = useQuery(templateQueryOptions(templateId));
  const cards = usePreviewCards(onlyActiveVariant);
  const [side, setSide] = useState<'inside' | 'outside'>('inside');
  const [showArea, setShowArea] = useState(true);
  const [penMode, setPenMode] = useState(false);
  const [view, setView] = useState<PreviewView>('card');
  const viewport = useRef<HTMLDivElement>(null);
  const hasOutside = settings ? settings.canvas.kind !== 'letter' : false;
  const shownSide = hasOutside ? side : 'inside';
  // The envelope is drawn from the pen font only: a font without one has no envelope tab.
  const showEnvelope = view === 'envelope' && Boolean(penUrl);
  const sheet = settings
    ? showEnvelope
      ? envelopeFormatFor(settings.canvas)
      : shownSide === 'inside'
        ? insideSheetSize(settings.canvas)
        : settings.canvas
    : { widthMm: 0, heightMm: 0 };
  const zoom = useSheetZoom(viewport, {
    widthMm: sheet.widthMm,
    heightMm: sheet.heightMm,
    fitHeight: showEnvelope || settings?.canvas.kind !== 'letter',
  });

  const loaded = font.data;
  const penFont = pen.data?.font ?? null;
  // A pen-only font has no web face: the pen font is all there is to draw and measure with.
  const penOnly = Boolean(loaded && !loaded.font && penUrl);
  const showPen = (penMode || penOnly) && shownSide === 'inside';
  const recipient = cards.current;
  const displayFont = loaded?.font ?? (penFont ? penLayoutFont(penFont) : null);
  const drawn = useMemo(
    () => (displayFont && settings ? drawCard(displayFont, settings, recipient) : null),
    [displayFont, settings, recipient],
  );
  // The fit message measures like the fit check: with the pen font when there is one, on the
  // pen pipeline's own layout (`cardLayout`; while it loads there is no verdict; if it cannot
  // be loaded, the web font's is better than none).
  const penFit = useMemo(
    () => (penFont && settings && loaded?.font ? cardLayout(penFont, settings, recipient) : null),
    [penFont, settings, recipient, loaded],
  );
  const fit = penFit ?? (penUrl && pen.isPending ? null : (drawn?.fit ?? null));
  const drawing = useMemo(() => {
    if (!showPen || !penFont || !settings) return null;
    const seed = previewSeed(cards.index);
    const preview = penPreview(penFont, settings, recipient, seed);
    // Not writable as a whole: still the pen's strokes, never a browser font (issue 38).
    if (!preview.ok)
      return {
        ok: false as const,
        message: preview.message,
        partial: partialPenPages(penFont, settings, recipient, seed),
      };
    const writing = penWritingPages(preview.pages);
    return writing
      ? { ok: true as const, writing }
      : { ok: false as const, message: t('preview.pen.unreadable'), partial: null };
  }, [showPen, penFont, settings, recipient, cards.index, t]);
  const checker = useMemo(
    () => (penFont && settings ? envelopeChecker(penFont, settings) : null),
    [penFont, settings],
  );
  const envelope = useMemo(
    () =>
      showEnvelope && penFont && settings && checker
        ? envelopePreview(
            {
              font: penFont,
              settings,
              recipient,
              index: cards.index,
              seed: previewSeed(cards.index),
            },
            checker,
          )
        : null,
    [showEnvelope, penFont, settings, recipient, cards.index, checker],
  );
  const name = recipientLabel(cards.current);
  const frontImage =
    images.outerBackground?.url ?? mediaUrl(template.data?.data.frontImage, 'large') ?? null;

  const insideSheet = (writing?: ReactNode, label = t('preview.insideLabel', { name })) =>
    drawn && settings ? (
      <InsideSheet
        drawn={drawn}
        settings={settings}
        images={images}
        family={loaded?.family ?? null}
        pxPerMm={zoom.pxPerMm}
        showArea={showArea}
        label={label}
        writing={writing}
      />
    ) : null;

  const penView = () => {
    if (pen.isError)
      return (
        <>
          <Alert tone="error" title={t('preview.pen.failed')}>
            <p>{penOnly ? t('preview.pen.failedOnly') : t('preview.pen.failedHint')}</p>
            <Button size="sm" variant="secondary" onClick={() => void pen.refetch()}>
              {t('path.retry')}
            </Button>
          </Alert>
          {penOnly ? null : insideSheet()}
        </>
      );
    if (!drawing || !drawn || !settings)
      return (
        <p className={styles.placeholder} role="status">
          <Spinner size={24} /> {t('preview.pen.loading')}
        </p>
      );
    if (!drawing.ok)
      return (
        <>
          <p className={styles.penProblem} role="status">
            {t('preview.pen.cannotWrite', { reason: drawing.message })}
          </p>
          {drawing.partial
            ? insideSheet(
                <PartialPenWriting pages={drawing.partial} />,
                t('preview.pen.label', { name }),
              )
            : insideSheet()}
        </>
      );
    return (
      <figure
        className={styles.penFigure}
        data-writing-seconds={drawing.writing.seconds.toFixed(1)}
      >
        {insideSheet(
          <PenWriting writing={drawing.writing} canvas={settings.canvas} />,
          t('preview.pen.label', { name }),
        )}
        <figcaption className={styles.penCaption}>
          <span>{t('preview.pen.time', { time: formatWritingTime(drawing.writing.seconds) })}</span>{' '}
          <span className={styles.penNote}>
            {penOnly ? t('preview.pen.onlyNote') : t('preview.pen.note')}
          </span>
        </figcaption>
      </figure>
    );
  };

  const envelopeView = () => {
    if (pen.isError)
      return (
        <Alert tone="error" title={t('preview.pen.failed')}>
          <p>{t('preview.envelope.failed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void pen.refetch()}>
            {t('path.retry')}
          </Button>
        </Alert>
      );
    if (!envelope)
      return (
        <p className={styles.placeholder} role="status">
          <Spinner size={24} /> {t('preview.pen.loading')}
        </p>
      );
    return (
      <EnvelopeView preview={envelope} name={name} pxPerMm={zoom.pxPerMm} showArea={showArea} />
    );
  };

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
          view={penUrl ? { value: showEnvelope ? 'envelope' : 'card', onChange: setView } : null}
          side={shownSide}
          onSide={hasOutside && !showEnvelope ? setSide : null}
          showArea={showArea}
          onShowArea={setShowArea}
          pen={
            penUrl && !showEnvelope
              ? {
                  pressed: showPen,
                  only: penOnly,
                  onToggle: () => {
                    setPenMode(!showPen);
                    if (!showPen) setSide('inside');
                  },
                }
              : null
          }
        />
      </div>
      {/* Above the card: a jump from the summary lands here with the reason in view. */}
      {fit && !showEnvelope ? (
        <FitMessage fit={fit} cardNumber={cards.example ? null : cards.index + 1} name={name} />
      ) : null}
      <div
        ref={viewport}
        className={styles.viewport}
        id={VIEW_PANEL_ID}
        {...(penUrl
          ? { role: 'tabpanel', 'aria-labelledby': viewTabId(showEnvelope ? 'envelope' : 'card') }
          : {})}
      >
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
        ) : showEnvelope ? (
          envelopeView()
        ) : showPen ? (
          penView()
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
          insideSheet()
        )}
      </div>
      {cards.example ? (
        <p className={styles.exampleNote}>{t('preview.example', { name })}</p>
      ) : null}
    </section>
  );
}
