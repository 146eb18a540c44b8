import { useT } from '../../../lib/i18n/useT.ts';
import { cx } from '../../../lib/cx.ts';
import { useAnnounce } from './Announcer.tsx';
import styles from './CopyButton.module.css';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The button's accessible name, e.g. "Adresse kopieren". */
  label: string;
  /** A shorter visible text ("Text") when the label names more ("Text von Karte 12 kopieren"). */
  visibleLabel?: string;
  /** Show only the icon (the label stays the accessible name). */
  iconOnly?: boolean;
  className?: string;
}

/** Copies `text` with the Clipboard API and announces the outcome politely. */
export function CopyButton({
  text,
  label,
  visibleLabel,
  iconOnly = false,
  className,
}: CopyButtonProps) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      announce(t('copy.done'));
    } catch {
      announce(t('copy.failed'));
    }
  };
  return (
    <button
      type="button"
      className={cx(styles.copy, iconOnly && styles.iconOnly, className)}
      onClick={() => void copy()}
      aria-label={iconOnly || visibleLabel ? label : undefined}
      title={iconOnly || visibleLabel ? label : undefined}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <rect x="5" y="5" width="9" height="9" rx="1.5" />
        <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
      </svg>
      {iconOnly ? null : <span>{visibleLabel ?? label}</span>}
    </button>
  );
}
