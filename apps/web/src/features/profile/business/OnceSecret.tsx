import { useId, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './business.module.css';

/** A secret the server shows only once: a read-only field to select and a copy button. */
export function OnceSecret({ label, value }: { label: string; value: string }) {
  const { t } = useT('profile-business');
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard
      .writeText(value)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };
  return (
    <div className={styles.secret}>
      <label htmlFor={id} className={styles.secretLabel}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.secretHint}>
        {t('once')}
      </p>
      <div className={styles.secretRow}>
        <input
          id={id}
          className={styles.secretInput}
          readOnly
          value={value}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" size="sm" onClick={copy}>
          {t('copy')}
        </Button>
      </div>
      <p role="status" className={styles.secretHint}>
        {copied === 'yes' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
