import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button.tsx';
import { Spinner } from './Spinner.tsx';
import styles from './SubmitButton.module.css';

export interface SubmitButtonProps {
  /** While true the button shows `pendingLabel` with a spinner and ignores clicks. */
  pending: boolean;
  pendingLabel: ReactNode;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  className?: string;
}

/**
 * A form's submit button with a loading state. It stays focusable while pending
 * (`aria-disabled`, not `disabled`) so keyboard focus is not lost; the form must ignore
 * submits while pending.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={[styles.submit, className ?? ''].filter(Boolean).join(' ')}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {pending ? (
        <>
          <span className={styles.spinner}>
            <Spinner size={18} />
          </span>
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
