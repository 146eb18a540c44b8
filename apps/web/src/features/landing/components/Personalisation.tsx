import { useT } from '../../../lib/i18n/useT.ts';
import type { SectionContent } from '../content.ts';
import { CmsImage, mediaAlt } from './CmsImage.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import styles from './Split.module.css';

export function Personalisation({ texts, address }: SectionContent) {
  const { t } = useT('landing');
  const text = texts.textOf('personalisation.text', address);
  const image = texts.mediaOf('personalisation.image', address);
  const cmsTitle = texts.textOf('personalisation.title', address);
  if (!text && !image && !cmsTitle) return null;
  const title = cmsTitle ?? t('personalisation.fallbackTitle');

  return (
    <section id="personalisierung" aria-labelledby="personalisierung-title" className={styles.band}>
      <div className={styles.inner}>
        {image && (
          <div className={styles.media}>
            <CmsImage
              media={image}
              alt={mediaAlt(
                image,
                texts.textOf('personalisation.image', address),
                t('personalisation.imageAlt'),
              )}
              sizes="(min-width: 900px) 50vw, 100vw"
              className={styles.image}
            />
          </div>
        )}
        <div className={styles.copy}>
          <h2 id="personalisierung-title" className={styles.title}>
            {title}
          </h2>
          <Paragraphs text={text} className={styles.text} />
        </div>
      </div>
    </section>
  );
}
