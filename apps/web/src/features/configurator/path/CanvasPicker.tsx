import type { Canvas } from '@federkiel/machines';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useDisplayPrice } from '../../../components/PriceBreakdown.tsx';
import { useCanvases } from '../../../lib/cms/api/canvases.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { usePriceDisplay } from '../../../lib/prices/usePriceDisplay.ts';
import { canvasFromCms } from '../api/cmsMapping.ts';
import { productQueryOptions } from '../api/priceQuote.ts';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { formatMoney } from '../summary/money.ts';
import { CanvasShape } from './CanvasShape.tsx';
import styles from './PathStep.module.css';

/** The formats (CMS canvases) as radio cards: size in mm, kind, and the price per card. */
export function CanvasPicker() {
  const { t } = useT('configurator');
  const query = useCanvases();
  const chosen = useConfiguratorSelector((s) => s.context.draft.canvas?.id ?? null);
  const send = useConfiguratorSend();
  const canvases = (query.data?.data ?? []).map(canvasFromCms).filter((c) => c !== null);

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <span className={styles.sectionNumber}>1</span> {t('path.canvas.title')}
      </legend>
      {query.isPending ? (
        <div className={styles.canvasGrid} aria-busy="true">
          <p className={styles.loading}>{t('path.canvas.loading')}</p>
        </div>
      ) : query.isError ? (
        <Alert tone="error" title={t('path.loadFailed')}>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t('path.retry')}
          </Button>
        </Alert>
      ) : (
        <div className={styles.canvasGrid}>
          {canvases.map((canvas) => (
            <label
              key={canvas.id}
              className={styles.canvasCard}
              data-checked={chosen === canvas.id || undefined}
            >
              <input
                type="radio"
                name="canvas"
                className={styles.radio}
                checked={chosen === canvas.id}
                onChange={() => send({ type: 'CHOOSE_CANVAS', canvas })}
              />
              <CanvasShape canvas={canvas} />
              <span className={styles.canvasName}>{canvas.name}</span>
              <span className={styles.canvasMeta}>
                {t('path.canvas.size', { width: canvas.widthMm, height: canvas.heightMm })} ·{' '}
                {t(`kinds.${canvas.kind}`)}
              </span>
              <span className={styles.canvasHint}>{t(`path.canvas.pages.${canvas.kind}`)}</span>
              <CanvasPrice canvas={canvas} />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function CanvasPrice({ canvas }: { canvas: Canvas }) {
  const { t, i18n } = useT('configurator');
  const { t: tp } = useT('prices');
  const { display } = usePriceDisplay();
  const shown = useDisplayPrice();
  const product = useQuery(productQueryOptions(canvas.key));
  if (!product.data) return <span className={styles.canvasPrice} aria-hidden="true" />;
  return (
    <span className={styles.canvasPrice}>
      {t('path.canvas.price', {
        price: formatMoney(shown(product.data.price), i18n.language),
        note: tp(`notes.${display}`),
      })}
    </span>
  );
}
