import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

/** An unknown address under /dashboard: stays in the back office, with a way back. */
export function DashboardNotFound() {
  const { t } = useT('dashboard');
  useDocumentTitle(t('notFound.title'));
  return (
    <EmptyState
      level={1}
      icon={
        <svg viewBox="0 0 24 24">
          <circle cx="12" cy="12" r="8" />
          <path d="M12 8v5M12 16v.5" />
        </svg>
      }
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Link to="/dashboard" className={buttonClassName({ size: 'sm' })}>
          {t('notFound.back')}
        </Link>
      }
    />
  );
}
