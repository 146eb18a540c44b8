import styles from './Spinner.module.css';

/** Decorative ink-ring spinner; the text next to it carries the meaning. */
export function Spinner({ size = 40 }: { size?: number }) {
  return (
    <svg
      className={styles.spinner}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="24" cy="24" r="20" />
      <circle className={styles.ink} cx="24" cy="24" r="20" />
    </svg>
  );
}
