import { useT } from '../../../lib/i18n/useT.ts';
import { useAccount } from '../api/account.ts';
import { AccountAddressForm } from './AccountAddressForm.tsx';
import { NameForm } from './NameForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { Section, SectionError, SectionLoading } from './Section.tsx';

/** `/profile/account`: name, password, delivery and billing address. */
export function AccountSection() {
  const { t } = useT('profile');
  const account = useAccount();
  return (
    <Section title={t('account.title')}>
      {account.isPending ? (
        <SectionLoading />
      ) : account.isError ? (
        <SectionError onRetry={() => void account.refetch()} />
      ) : (
        <>
          <NameForm account={account.data} />
          <PasswordForm account={account.data} />
          <AccountAddressForm account={account.data} kind="shipping" />
          <AccountAddressForm account={account.data} kind="billing" />
        </>
      )}
    </Section>
  );
}
