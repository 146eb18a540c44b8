import styles from './Logo.module.css';

/** The Federkiel quill with the wordmark. Purely visual: the link around it is named. */
export function Logo({ wordmark, tone = 'ink' }: { wordmark: string; tone?: 'ink' | 'paper' }) {
  return (
    <span className={[styles.logo, tone === 'paper' ? styles.paper : ''].join(' ')}>
      <svg
        className={styles.quill}
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <path
          className={styles.feather}
          d="M34.5 4.2C25 5.3 17.6 10.9 13.4 19.9l-1.9 4.3 3.2 3.2 4.1-2C27.6 21.1 33.1 14 34.5 4.2z"
        />
        <path
          className={styles.vane}
          d="M30 9.4c-3.6 2.4-7.6 6.4-10.3 10.9M25.6 9.3l.6 4.6M21.4 12.6l.8 4.4M29.2 13.6l-4.3.2M26.1 17.8l-4.4.1"
        />
        <path className={styles.shaft} d="M30.3 8.8 14.6 24.6M8 32l5.1-5.1" />
        <path className={styles.ink} d="M4.5 35.5c2.3-.9 4.4-.6 6.5.2 2.6 1 5 1.1 7.6-.3" />
      </svg>
      <span className={styles.wordmark}>{wordmark}</span>
    </span>
  );
}
