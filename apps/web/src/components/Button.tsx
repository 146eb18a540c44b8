import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface OwnProps {
  /** Colour: terracotta (primary), ink (secondary) or transparent (ghost). */
  variant?: ButtonVariant;
  /** Adds a visible border (spec §2: "colour, border and disabled options"). */
  bordered?: boolean;
  size?: ButtonSize;
  fullWidth?: boolean;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}

type AsButton = OwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof OwnProps> & { to?: undefined };
type AsLink = OwnProps & Omit<ComponentPropsWithRef<typeof Link>, keyof OwnProps>;

export type ButtonProps = AsButton | AsLink;

export function buttonClassName({
  variant = 'primary',
  bordered = false,
  size = 'md',
  fullWidth = false,
  className,
}: Pick<OwnProps, 'variant' | 'bordered' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    bordered ? styles.bordered : '',
    fullWidth ? styles.fullWidth : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The shop's button. With `to` it renders a react-router `Link` that looks like a button;
 * a disabled link keeps its text but is neither focusable nor clickable.
 */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant, bordered, size, fullWidth, className, disabled, children, onClick, ...rest } =
      props;
    const classes = buttonClassName({ variant, bordered, size, fullWidth, className });
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <Link
        {...rest}
        className={classes}
        onClick={handleClick}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : rest.tabIndex}
        data-disabled={disabled || undefined}
      >
        {children}
      </Link>
    );
  }
  const { variant, bordered, size, fullWidth, className, children, type, ...rest } = props;
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={buttonClassName({ variant, bordered, size, fullWidth, className })}
    >
      {children}
    </button>
  );
}
