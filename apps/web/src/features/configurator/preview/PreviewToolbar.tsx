import { recipientLabel } from '@federkiel/machines';
import type { KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './CardPreview.module.css';
import type { PreviewCards } from './usePreviewCards.ts';
import type { useSheetZoom } from './useSheetZoom.ts';

/** „Karte | Umschlag“: the card, or its envelope as the pen writes it. */
export type PreviewView = 'card' | 'envelope';
const VIEWS: readonly PreviewView[] = ['card', 'envelope'];
export const VIEW_PANEL_ID = 'preview-view-panel';
export const viewTabId = (view: PreviewView) => `preview-view-${view}`;

/** ARIA tabs: the chosen one is focusable, arrows (and Home/End) choose and focus the other. */
function ViewTabs({ value, onChange }: { value: PreviewView; onChange: (v: PreviewView) => void }) {
  const { t } = useT('configurator');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = VIEWS.indexOf(value);
    const next =
      event.key === 'ArrowRight'
        ? VIEWS[(at + 1) % VIEWS.length]
        : event.key === 'ArrowLeft'
          ? VIEWS[(at + VIEWS.length - 1) % VIEWS.length]
          : event.key === 'Home'
            ? VIEWS[0]
            : event.key === 'End'
              ? VIEWS[VIEWS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(viewTabId(next))?.focus();
  };
  return (
    <div className={styles.sides} role="tablist" aria-label={t('preview.view.label')}>
      {VIEWS.map((view) => (
        <button
          key={view}
          id={viewTabId(view)}
          type="button"
          role="tab"
          className={styles.textButton}
          aria-selected={value === view}
          aria-controls={VIEW_PANEL_ID}
          tabIndex={value === view ? 0 : -1}
          onClick={() => onChange(view)}
          onKeyDown={onKeyDown}
        >
          {t(`preview.view.${view}`)}
        </button>
      ))}
    </div>
  );
}

interface PreviewToolbarProps {
  cards: PreviewCards;
  zoom: ReturnType<typeof useSheetZoom>;
  /** Card or envelope; null when the font has no pen font (the envelope is drawn from it). */
  view: { value: PreviewView; onChange: (view: PreviewView) => void } | null;
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
  view,
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
        {view ? <ViewTabs value={view.value} onChange={view.onChange} /> : null}
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
