import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import type { SectionContent } from '../content.ts';
import { CmsImage, mediaAlt } from './CmsImage.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import styles from './Hero.module.css';

export function Hero({ texts, address }: SectionContent) {
  const { t } = useT('landing');
  const title = texts.textOf('hero.title', address) ?? t('hero.fallbackTitle');
  const text = texts.textOf('hero.text', address);
  const cta = texts.textOf('hero.cta', address) ?? t('hero.ctaFallback');
  const image = texts.mediaOf('hero.image', address);

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.title}>
            {title}
          </h1>
          <Paragraphs text={text} className={styles.text} />
          <div className={styles.actions}>
            <Button to="/products" variant="primary">
              {cta}
            </Button>
            <Button to="/configurator" variant="ghost" bordered>
              {t('hero.secondary')}
            </Button>
          </div>
        </div>
        <div className={styles.visual}>
          {image ? (
            <div className={styles.frame}>
              <CmsImage
                media={image}
                alt={mediaAlt(image, texts.textOf('hero.image', address), t('hero.imageAlt'))}
                sizes="(min-width: 900px) 45vw, 100vw"
                className={styles.image}
                priority
              />
            </div>
          ) : (
            <div className={styles.paperCard} aria-hidden="true">
              {t('fonts.sample')}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
