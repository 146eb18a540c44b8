import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { Section } from './Section.tsx';

const icons = {
  drafts: (
    <svg viewBox="0 0 32 32">
      <path d="M8 4h11l6 6v18H8z" />
      <path d="M19 4v6h6M12 16h9M12 21h6" />
    </svg>
  ),
  recipients: (
    <svg viewBox="0 0 32 32">
      <circle cx="12" cy="11" r="4" />
      <path d="M4.5 25c1.2-4 4.2-6 7.5-6s6.3 2 7.5 6" />
      <path d="M20 7.5a4 4 0 0 1 0 7.5M22.5 19.5c2.3.7 4 2.6 5 5.5" />
    </svg>
  ),
};

/**
 * `/profile/drafts` and `/profile/recipients`: present in the account, filled by the
 * configurator (a later issue); until then a proper empty state says so.
 */
export function ComingWithConfigurator({ section }: { section: 'drafts' | 'recipients' }) {
  const { t } = useT('profile');
  return (
    <Section title={t(`${section}.title`)}>
      <EmptyState
        icon={icons[section]}
        title={t(`${section}.empty`)}
        text={t(`${section}.emptyText`)}
        action={
          <Button to="/configurator" variant="primary">
            {t(`${section}.action`)}
          </Button>
        }
      />
    </Section>
  );
}
