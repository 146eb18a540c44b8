import { useId, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { useFonts } from '../../../lib/cms/api/fonts.ts';
import { mediaUrl } from '../../../lib/cms/media.ts';
import type { Font } from '../../../lib/cms/types.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';
import type { SectionContent } from '../content.ts';
import { cx } from '../../../lib/cx.ts';
import { fontFamilyName, useFontFace } from '../hooks/useFontFace.ts';
import { Paragraphs } from './Paragraphs.tsx';
import { Section } from './Section.tsx';
import styles from './FontShowcase.module.css';

const MAX_SAMPLE_LENGTH = 60;

function FontSample({ font, sample }: { font: Font; sample: string }) {
  const { t } = useT('landing');
  const family = fontFamilyName(font.slug || String(font.id));
  // Issue #13: a handwriting font is fetched when its card comes near the screen, not on the
  // first load of the page (where the section is far below the fold).
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: '300px 0px',
    fallbackInView: true,
  });
  const status = useFontFace(family, mediaUrl(font.file, 'original'), inView);

  return (
    <li ref={ref} className={styles.card} aria-busy={status === 'loading'}>
      <figure className={styles.figure}>
        <p
          className={cx(styles.sample, status === 'loading' && styles.pending)}
          style={{ fontFamily: `"${family}", var(--fk-font-hand, cursive)` }}
        >
          {sample}
        </p>
        <figcaption className={styles.caption}>
          <span className={styles.srOnly}>{t('fonts.fontName', { name: font.name })}</span>
          <span aria-hidden="true">{font.name}</span>
          {status === 'error' && (
            <span className={styles.unavailable}>{t('fonts.previewUnavailable')}</span>
          )}
        </figcaption>
      </figure>
    </li>
  );
}

function SkeletonCards() {
  return (
    <>
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className={cx(styles.card, styles.skeleton)} aria-hidden="true">
          <span className={styles.skeletonLine} />
          <span className={cx(styles.skeletonLine, styles.skeletonShort)} />
        </li>
      ))}
    </>
  );
}

export function FontShowcase(content: SectionContent) {
  const { t } = useT('landing');
  const fonts = useFonts();
  const inputId = useId();
  const [custom, setCustom] = useState('');
  // Server-rendered: text typed before the app runs would be lost, so the field waits.
  const hydrated = useHydrated();
  const title = content.texts.textOf('fonts.title', content.address) ?? t('fonts.fallbackTitle');
  const intro = content.texts.textOf('fonts.text', content.address);
  const sample =
    custom.trim() || content.texts.textOf('fonts.sample', content.address) || t('fonts.sample');

  return (
    <Section id="handschriften" title={title} intro={<Paragraphs text={intro} />} tone="white">
      {fonts.isError ? (
        <div className={styles.message} role="alert">
          <p>{t('fonts.error')}</p>
          <button type="button" className={styles.retry} onClick={() => void fonts.refetch()}>
            {t('fonts.retry')}
          </button>
        </div>
      ) : fonts.data && fonts.data.data.length === 0 ? (
        <p className={styles.message}>{t('fonts.empty')}</p>
      ) : (
        <>
          <div className={styles.tryIt}>
            <label htmlFor={inputId} className={styles.tryLabel}>
              {t('fonts.tryLabel')}
            </label>
            <input
              id={inputId}
              className={styles.tryInput}
              type="text"
              value={custom}
              disabled={!hydrated}
              maxLength={MAX_SAMPLE_LENGTH}
              placeholder={t('fonts.tryPlaceholder')}
              onChange={(event) => setCustom(event.target.value)}
            />
          </div>
          <ul className={styles.grid} aria-label={t('fonts.listLabel')} aria-busy={fonts.isPending}>
            {fonts.isPending ? (
              <SkeletonCards />
            ) : (
              fonts.data?.data.map((font) => (
                <FontSample key={font.id} font={font} sample={sample} />
              ))
            )}
          </ul>
          {fonts.isPending && <p className={styles.srOnly}>{t('fonts.loading')}</p>}
        </>
      )}
    </Section>
  );
}
