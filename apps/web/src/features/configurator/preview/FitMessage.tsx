import type { CardFit } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './CardPreview.module.css';

/** Under the card: where the text leaves the writing area, and characters the pen lacks. */
export function FitMessage({
  fit,
  cardNumber,
  name,
}: {
  /** Measured like the fit check: with the pen font when the font has one. */
  fit: CardFit;
  /** Null for the example card (no recipients yet). */
  cardNumber: number | null;
  name: string;
}) {
  const { t } = useT('configurator');
  const { overflow, missingCharacters, fillRatio } = fit;
  return (
    <div className={styles.fit} aria-live="polite">
      {overflow ? (
        <p className={styles.overflow} role="alert">
          {t(cardNumber === null ? 'preview.overflowExample' : 'preview.overflow', {
            card: cardNumber,
            name,
            page: overflow.pageLabel,
            line: overflow.line,
            text: overflow.text,
          })}
        </p>
      ) : (
        <p className={styles.fits}>
          {t('preview.fits', { percent: Math.min(100, Math.round(fillRatio * 100)) })}
        </p>
      )}
      {missingCharacters.length > 0 ? (
        <p className={styles.overflow}>
          {t('preview.missing', { characters: missingCharacters.join(' ') })}
        </p>
      ) : null}
    </div>
  );
}
