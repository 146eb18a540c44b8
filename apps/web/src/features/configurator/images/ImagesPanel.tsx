import { IMAGE_SLOTS, imagePrintSizeMm } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import styles from './Images.module.css';
import { ImageSlotField } from './ImageSlotField.tsx';

/** The optional logo and backgrounds the chosen format has room for. */
export function ImagesPanel() {
  const { t } = useT('configurator');
  const canvas = useConfiguratorSelector((s) => s.context.draft.canvas);
  if (!canvas) return null;
  const slots = IMAGE_SLOTS.filter((slot) => imagePrintSizeMm(canvas, slot) !== null);
  return (
    <section className={styles.panel} aria-labelledby="content-images-title">
      <h3 id="content-images-title" className={styles.title}>
        {t('images.title')}
      </h3>
      <p className={styles.intro}>{t('images.intro')}</p>
      <div className={styles.slots}>
        {slots.map((slot) => (
          <ImageSlotField key={slot} canvas={canvas} slot={slot} />
        ))}
      </div>
    </section>
  );
}
