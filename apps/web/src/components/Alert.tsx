import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'error' | 'success' | 'info';

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A message box for the result of an action. Errors are announced at once
 * (`role="alert"`), success and information politely (`role="status"`).
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className ?? ''].filter(Boolean).join(' ')}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {tone === 'success' ? (
          <path d="M5 10.5l3.2 3.2L15 6.8" />
        ) : (
          <>
            <circle cx="10" cy="10" r="8" />
            <path d={tone === 'error' ? 'M10 5.8v5M10 13.8v.4' : 'M10 9v5M10 6v.4'} />
          </>
        )}
      </svg>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </div>
  );
}
