import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreAddress } from '../../../lib/store/types.ts';
import { useAddresses, useSaveAddress } from '../api/addresses.ts';
import {
  fromAddressValues,
  toAddressValues,
  validateAddress,
  type AddressValues,
} from '../../../lib/forms/addressValues.ts';
import { AddressFields } from '../../../components/AddressFields.tsx';
import type { AddressesNotice } from './AddressesSection.tsx';
import { Panel } from './Panel.tsx';
import { Section, SectionError, SectionLoading } from './Section.tsx';
import styles from './forms.module.css';

/** `/profile/addresses/new` and `/profile/addresses/:id`: one saved address. */
export function AddressEditor({ id }: { id: string }) {
  const { t } = useT('profile');
  const isNew = id === 'new';
  const addresses = useAddresses();
  const title = isNew ? t('addresses.newTitle') : t('addresses.editTitle');
  const back = (
    <Link to="/profile/addresses" className={styles.back}>
      {t('addresses.back')}
    </Link>
  );

  if (isNew) {
    return (
      <Section title={title} actions={back}>
        <AddressForm id={null} address={null} />
      </Section>
    );
  }
  const address = addresses.data?.find((candidate) => candidate.id === id);
  return (
    <Section title={title} actions={back}>
      {addresses.isPending ? (
        <SectionLoading />
      ) : addresses.isError ? (
        <SectionError onRetry={() => void addresses.refetch()} />
      ) : address ? (
        <AddressForm id={id} address={address} />
      ) : (
        <>
          <Alert tone="info">{t('addresses.notFound')}</Alert>
          <div>
            <Button to="/profile/addresses" variant="ghost" bordered>
              {t('addresses.back')}
            </Button>
          </div>
        </>
      )}
    </Section>
  );
}

function AddressForm({ id, address }: { id: string | null; address: StoreAddress | null }) {
  const { t } = useT('profile');
  const navigate = useNavigate();
  const save = useSaveAddress();
  const form = useForm<AddressValues>({
    initial: toAddressValues(address),
    validate: validateAddress,
  });

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { id, address: fromAddressValues(values) },
      {
        onSuccess: () => {
          const state: AddressesNotice = { notice: id ? 'saved' : 'created' };
          void navigate('/profile/addresses', { state });
        },
      },
    );
  });

  return (
    <Panel
      title={address ? (addressName(address) ?? t('addresses.editTitle')) : t('addresses.newTitle')}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={save.isPending || undefined}
      >
        <AddressFields form={form} kind="shipping" idPrefix="fk-address" />
        {save.isError ? <Alert tone="error">{t('addresses.saveFailed')}</Alert> : null}
        <div className={styles.actions}>
          <SubmitButton pending={save.isPending} pendingLabel={t('saving')}>
            {t('save')}
          </SubmitButton>
          <Button to="/profile/addresses" variant="ghost">
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function addressName(address: StoreAddress): string | undefined {
  return (
    address.name || [address.first_name, address.last_name].filter(Boolean).join(' ') || undefined
  );
}
