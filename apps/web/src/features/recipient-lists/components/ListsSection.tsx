import {
  AccountPageSection,
  type AccountPageSectionProps,
} from '../../../components/AccountPageSection.tsx';
import { useT } from '../../../lib/i18n/useT.ts';

export type ListsSectionProps = Omit<AccountPageSectionProps, 'pageTitle'>;

/** One screen of the lists inside the profile (the shared account section). */
export function ListsSection(props: ListsSectionProps) {
  const { t } = useT('recipient-lists');
  return <AccountPageSection {...props} pageTitle={t('account')} />;
}
