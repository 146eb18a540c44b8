import { recipientLabel } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './CardPreview.module.css';
import type { PreviewCards } from './usePreviewCards.ts';
import type { useSheetZoom } from './useSheetZoom.ts';

interface PreviewToolbarProps {
  cards: PreviewCards;
  zoom: ReturnType<typeof useSheetZoom>;
  side: 'inside' | 'outside';
  onSide: ((side: 'inside' | 'outside') => void) | null;
  showArea: boolean;
  onShowArea: (show: boolean) => void;
  /** „So schreibt der Stift“; null when the font has no pen font. */
  pen: { pressed: boolean; only: boolean; onToggle: () => void } | null;
}

/** ‹ Karte 3 von 250 ›, the zoom (fit, 100 %, ±), which side is shown, the pen's view. */
export function PreviewToolbar({
  cards,
  zoom,
  side,
  onSide,
  showArea,
  onShowArea,
  pen,
}: PreviewToolbarProps) {
  const { t } = useT('configurator');
  const count = cards.cards.length;
  return (
    <div className={styles.toolbar}>
      {cards.example ? null : (
        <div className={styles.cardNav} role="group" aria-label={t('preview.cardsLabel')}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('preview.previousCard')}
            disabled={cards.index === 0}
            onClick={() => cards.goTo(cards.index - 1)}
          >
            ‹
          </button>
          <label className={styles.cardNumber}>
            <span className={styles.visuallyHidden}>{t('preview.cardNumber')}</span>
            {t('preview.card')}{' '}
            <input
              type="number"
              min={1}
              max={count}
              value={cards.index + 1}
              onChange={(event) => cards.goTo(Number(event.target.value) - 1)}
            />{' '}
            {t('preview.of', { count })}
          </label>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('preview.nextCard')}
            disabled={cards.index >= count - 1}
            onClick={() => cards.goTo(cards.index + 1)}
          >
            ›
          </button>
          <span className={styles.cardName} aria-live="polite">
            {recipientLabel(cards.current)} · {t(`variants.${cards.current.addressForm}`)}
          </span>
        </div>
      )}
      <div className={styles.zoom} role="group" aria-label={t('preview.zoomLabel')}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('preview.zoomOut')}
          disabled={!zoom.canZoomOut}
          onClick={zoom.zoomOut}
        >
          −
        </button>
        <span className={styles.zoomValue} aria-live="polite">
          {Math.round(zoom.zoom * 100)} %
        </span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('preview.zoomIn')}
          disabled={!zoom.canZoomIn}
          onClick={zoom.zoomIn}
        >
          +
        </button>
        <button
          type="button"
          className={styles.textButton}
          aria-pressed={zoom.mode === 'fit'}
          onClick={zoom.fitToWidth}
        >
          {t('preview.fit')}
        </button>
        <button
          type="button"
          className={styles.textButton}
          aria-pressed={zoom.mode === 1}
          onClick={zoom.trueSize}
          title={t('preview.trueSizeHint')}
        >
          {t('preview.trueSize')}
        </button>
      </div>
      <div className={styles.options}>
        {pen ? (
          <button
            type="button"
            className={`${styles.textButton} ${styles.penToggle}`}
            aria-pressed={pen.pressed}
            title={pen.only ? t('preview.pen.onlyHint') : t('preview.pen.hint')}
            disabled={pen.only}
            onClick={pen.onToggle}
          >
            {t('preview.pen.toggle')}
          </button>
        ) : null}
        {onSide ? (
          <div className={styles.sides} role="group" aria-label={t('preview.sideLabel')}>
            {(['inside', 'outside'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={styles.textButton}
                aria-pressed={side === value}
                onClick={() => onSide(value)}
              >
                {t(`preview.${value}`)}
              </button>
            ))}
          </div>
        ) : null}
        <label className={styles.areaToggle}>
          <input
            type="checkbox"
            checked={showArea}
            onChange={(event) => onShowArea(event.target.checked)}
          />
          {t('preview.showArea')}
        </label>
      </div>
    </div>
  );
}
