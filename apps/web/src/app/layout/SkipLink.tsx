import type { MouseEvent } from 'react';
import { useT } from '../../lib/i18n/useT.ts';
import styles from './SkipLink.module.css';

export const MAIN_ID = 'main';

/** First focusable element: jumps over the header to the page content. */
export function SkipLink() {
  const { t } = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus instead of changing the URL hash, which the router would treat as navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.(); // missing in some test DOMs
  };
  return (
    <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={onClick}>
      {t('skipLink')}
    </a>
  );
}
