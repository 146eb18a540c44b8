import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../lib/i18n/useT.ts';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface ModalProps {
  open: boolean;
  /** Called for the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Maximum width; spec §2 uses "xl" (36rem), the default. */
  size?: ModalSize;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  /** Element focused when the dialog opens; the dialog itself by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; "Schließen" by default. */
  closeLabel?: string;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Fade in when opened (default true); false for a dialog already on screen. */
  animated?: boolean;
  /**
   * Rendered where it stands instead of at the end of the body: a dialog that is part of a
   * server-rendered page (issue #13), which the server can render and the browser hydrates
   * as it is — no second copy, no new layout when the app takes over.
   */
  inPlace?: boolean;
  /** Extra `data-*` attributes of the close button (e.g. what it means before hydration). */
  closeButtonData?: Record<`data-${string}`, string>;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

const SIZE_CLASS: Record<ModalSize, string | undefined> = {
  sm: styles.sm,
  md: styles.md,
  lg: styles.lg,
  xl: styles.xl,
  '2xl': styles.xxl,
};

/** Elements that show nothing: making them inert would only cost a restyle. */
const NOT_RENDERED = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE']);

/**
 * Makes everything outside `backdrop` inert — the siblings of the backdrop and of each of
 * its ancestors up to the body — and returns what it changed. For a dialog in a portal
 * that is every other child of the body.
 */
function makeInertAround(backdrop: HTMLElement): Element[] {
  const madeInert: Element[] = [];
  for (let inside: Element = backdrop; inside.parentElement; inside = inside.parentElement) {
    for (const element of Array.from(inside.parentElement.children)) {
      if (element === inside || element.hasAttribute('inert')) continue;
      if (NOT_RENDERED.has(element.tagName)) continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    if (inside.parentElement === document.body) break;
  }
  return madeInert;
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.hasAttribute('disabled') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Modal dialog (spec §2): title, close button, content; max width xl, 20px corners.
 * A focus-trapped `role="dialog"` with `aria-modal`: the rest of the page is made inert
 * while it is open, Escape closes it, and focus returns to where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'xl',
  footer,
  initialFocusRef,
  closeLabel,
  closeOnBackdrop = true,
  animated = true,
  inPlace = false,
  closeButtonData,
  className,
}: ModalProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Escape is heard on the whole document, not only inside the dialog: while the page
  // behind is inert, focus can end up on <body> (e.g. when something tried to focus an
  // inert element), and Escape must still close the dialog.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onEscape, true);
    return () => document.removeEventListener('keydown', onEscape, true);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let release: (() => void) | null = null;
    const focusInitial = () => (initialFocusRef?.current ?? dialogRef.current)?.focus();
    const trap = () => {
      const previouslyFocused =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const madeInert = backdropRef.current ? makeInertAround(backdropRef.current) : [];
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      release = () => {
        for (const element of madeInert) element.removeAttribute('inert');
        document.body.style.overflow = previousOverflow;
        if (previouslyFocused?.isConnected) previouslyFocused.focus();
      };
    };
    if (!inPlace) {
      trap();
      focusInitial();
      return () => release?.();
    }
    // A dialog taken over from the server's page: making the page behind it inert restyles
    // all of it, which on a slow phone is a long task of its own — so not in the one that
    // finishes the hydration (issue #13). The focus moves in a task after the next frame:
    // moved at once, it made the browser restyle the page inside this task instead of in
    // its frame (13–21 ms at full speed in Lighthouse's trace, ×4 on a phone; issue #44).
    let frame = 0;
    let focusTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      trap();
      frame = requestAnimationFrame(() => {
        focusTimer = setTimeout(() => {
          // Not away from a control of the dialog the visitor has reached meanwhile.
          if (!dialogRef.current?.contains(document.activeElement)) focusInitial();
        }, 0);
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      clearTimeout(focusTimer);
      release?.();
    };
  }, [open, initialFocusRef, inPlace]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const frame = (
    <ModalFrame
      title={title}
      size={size}
      footer={footer}
      closeLabel={closeLabel}
      closeButtonData={closeButtonData}
      className={className}
      animated={animated}
      onClose={onClose}
      backdropRef={backdropRef}
      dialogRef={dialogRef}
      onKeyDown={onKeyDown}
      onBackdropMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </ModalFrame>
  );
  return inPlace ? frame : createPortal(frame, document.body);
}

interface ModalFrameProps {
  title: ReactNode;
  children: ReactNode;
  size: ModalSize;
  footer?: ReactNode;
  /** "Schließen" when not given. */
  closeLabel?: string | undefined;
  closeButtonData?: Record<`data-${string}`, string> | undefined;
  className?: string;
  animated: boolean;
  onClose: () => void;
  backdropRef?: RefObject<HTMLDivElement | null>;
  dialogRef?: RefObject<HTMLDivElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  onBackdropMouseDown?: (event: MouseEvent<HTMLDivElement>) => void;
}

function ModalFrame({
  title,
  children,
  size,
  footer,
  closeLabel,
  closeButtonData,
  className,
  animated,
  onClose,
  backdropRef,
  dialogRef,
  onKeyDown,
  onBackdropMouseDown,
}: ModalFrameProps) {
  const { t } = useT();
  const titleId = useId();
  return (
    <div
      ref={backdropRef}
      className={animated ? styles.backdrop : `${styles.backdrop} ${styles.still}`}
      onMouseDown={onBackdropMouseDown}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, SIZE_CLASS[size], className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            {...closeButtonData}
            type="button"
            className={styles.close}
            aria-label={closeLabel ?? t('modal.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
