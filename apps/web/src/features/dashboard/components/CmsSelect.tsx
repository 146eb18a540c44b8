import { useT } from '../../../lib/i18n/useT.ts';
import { FormField } from './WunderlinkFormField.tsx';
import styles from './Dashboard.module.css';
import own from './WunderlinksPage.module.css';

/** A template or group from the CMS's list, with its loading and failure states. */
export function CmsSelect({
  id,
  name,
  label,
  value,
  options,
  loading,
  failed,
  onRetry,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useT('dashboard');
  return (
    <FormField id={id} label={label} error={error}>
      {(props) => (
        <>
          <select
            {...props}
            name={name}
            className={own.input}
            value={value}
            disabled={loading && options.length === 0}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">
              {loading ? t('wunderlinks.create.cmsLoading') : t('wunderlinks.create.choose')}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {failed ? (
            <p className={styles.fieldError}>
              {t('wunderlinks.create.cmsFailed')}{' '}
              <button type="button" className={styles.linkButton} onClick={onRetry}>
                {t('wunderlinks.create.cmsRetry')}
              </button>
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}
