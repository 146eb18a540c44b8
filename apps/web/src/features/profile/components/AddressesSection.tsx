import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useRegionName } from '../../../lib/i18n/regionName.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreAddress } from '../../../lib/store/types.ts';
import { useAddresses, useDeleteAddress } from '../api/addresses.ts';
import { addressLines } from '../../../lib/forms/addressValues.ts';
import { Section, SectionError, SectionLoading } from './Section.tsx';
import styles from './AddressesSection.module.css';

/** What the address editor reports back to the list. */
export interface AddressesNotice {
  notice?: 'created' | 'saved' | 'deleted';
}

const envelopeIcon = (
  <svg viewBox="0 0 32 32">
    <rect x="4" y="8" width="24" height="17" rx="2" />
    <path d="M5 10l11 8 11-8" />
  </svg>
);

/** `/profile/addresses`: saved addresses with add, edit and delete. */
export function AddressesSection() {
  const { t } = useT('profile');
  const location = useLocation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [deleting, setDeleting] = useState<StoreAddress | null>(null);
  const [deleted, setDeleted] = useState(false);
  const regionName = useRegionName();
  const addButton = useRef<HTMLAnchorElement>(null);
  const notice = deleted ? 'deleted' : (location.state as AddressesNotice | null)?.notice;

  const nameOf = (address: StoreAddress) => addressLines(address, regionName)[0] ?? '';

  const confirmDelete = () => {
    if (!deleting?.id || remove.isPending) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setDeleted(true);
        // The deleted card's button is gone: keep keyboard focus in the section.
        addButton.current?.focus();
        // A notice from the editor does not survive a reload or another change.
        void navigate('.', { replace: true, state: null });
      },
    });
  };

  return (
    <Section
      title={t('addresses.title')}
      intro={t('addresses.intro')}
      actions={
        <Button to="/profile/addresses/new" variant="primary" ref={addButton}>
          {t('addresses.add')}
        </Button>
      }
    >
      {notice ? <Alert tone="success">{t(`addresses.${notice}`)}</Alert> : null}
      {addresses.isPending ? (
        <SectionLoading />
      ) : addresses.isError ? (
        <SectionError onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <EmptyState
          icon={envelopeIcon}
          title={t('addresses.empty')}
          text={t('addresses.emptyText')}
          action={
            <Button to="/profile/addresses/new" variant="ghost" bordered>
              {t('addresses.add')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('addresses.listLabel')}>
          {addresses.data.map((address) => {
            const lines = addressLines(address, regionName);
            const name = lines[0] ?? '';
            return (
              <li key={address.id} className={styles.card}>
                <address className={styles.address}>
                  <strong>{name}</strong>
                  {lines.slice(1).map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                  {address.phone ? <span className={styles.phone}>{address.phone}</span> : null}
                </address>
                <div className={styles.cardActions}>
                  <Button
                    to={`/profile/addresses/${address.id}`}
                    variant="ghost"
                    bordered
                    size="sm"
                    aria-label={t('addresses.editLabel', { name })}
                  >
                    {t('addresses.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('addresses.deleteLabel', { name })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(address);
                    }}
                  >
                    {t('addresses.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('addresses.deleteTitle')}
        size="md"
        footer={
          <form
            className={styles.modalActions}
            onSubmit={(event) => {
              event.preventDefault();
              confirmDelete();
            }}
          >
            <Button variant="ghost" bordered onClick={() => setDeleting(null)}>
              {t('cancel')}
            </Button>
            <SubmitButton pending={remove.isPending} pendingLabel={t('addresses.deleting')}>
              {t('addresses.deleteConfirm')}
            </SubmitButton>
          </form>
        }
      >
        <p>{t('addresses.deleteText', { name: deleting ? nameOf(deleting) : '' })}</p>
        {remove.isError ? <Alert tone="error">{t('addresses.deleteFailed')}</Alert> : null}
      </Modal>
    </Section>
  );
}
