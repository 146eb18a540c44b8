import { useState } from 'react';
import {
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@federkiel/machines/fulfilment/staffApi';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useStaffSession } from '../api/session.ts';
import { QueryError } from '../components/QueryError.tsx';
import { errorText } from '../components/errorText.ts';
import styles from '../components/Dashboard.module.css';
import { useChangeStaffRole, useRemoveStaff, useStaffList } from './api/staff.ts';
import { InviteForm } from './InviteForm.tsx';

/**
 * `/dashboard/staff` (owners only, issue 28): every staff account with its role, invite
 * someone, change a role, remove an account (after a confirmation; its sessions end at once).
 */
export function StaffPage() {
  const { t } = useT('dashboard-staff');
  const { t: td } = useT('dashboard');
  useDocumentTitle(t('page.title'));
  const session = useStaffSession();
  const query = useStaffList();
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const me = session.data?.staff.id ?? null;

  const onRole = (member: StaffMember, role: StaffRole) => {
    setNotice(null);
    setFailure(null);
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          setNotice(t('roleChanged', { name: member.name, role: t(`roles.${role}`) })),
        onError: (error) => setFailure(errorText(error, td)),
      },
    );
  };

  const onRemove = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.id, {
      onSuccess: () => {
        setRemoving(null);
        setNotice(t('remove.done', { name: member.name }));
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(errorText(error, td));
      },
    });
  };

  const members = query.data?.results;
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('page.title')}</h1>
      </div>
      <p>{t('page.intro')}</p>
      {query.data ? (
        <Alert tone="info">{query.data.key_login ? t('page.keyOn') : t('page.keyOff')}</Alert>
      ) : null}
      <div aria-live="polite">{notice ? <Alert tone="success">{notice}</Alert> : null}</div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}

      <section className={styles.panel} aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">{t('table.caption')}</h2>
        {query.isPending ? (
          <LoadingState label={t('page.loading')} />
        ) : query.isError ? (
          <QueryError
            error={query.error}
            title={t('page.failed')}
            onRetry={() => void query.refetch()}
          />
        ) : members && members.length === 0 ? (
          <p className={styles.muted}>{t('page.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('table.name')}</th>
                  <th scope="col">{t('table.email')}</th>
                  <th scope="col">{t('table.role')}</th>
                  <th scope="col">{t('table.state')}</th>
                  <th scope="col">{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {members?.map((member) => (
                  <tr key={member.id}>
                    <td>{member.name}</td>
                    <td>{member.email}</td>
                    <td>
                      <select
                        aria-label={t('table.roleOf', { name: member.name })}
                        value={member.role}
                        disabled={changeRole.isPending}
                        onChange={(event) => onRole(member, event.target.value as StaffRole)}
                      >
                        {roleOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{member.state === 'active' ? t('table.active') : t('table.invited')}</td>
                    <td>
                      {member.id === me ? null : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('table.removeLabel', { name: member.name })}
                          onClick={() => setRemoving(member)}
                        >
                          {t('table.remove')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <InviteForm roleOptions={roleOptions} />

      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('remove.title')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {td('actions.cancel')}
            </Button>
            <Button onClick={onRemove} disabled={remove.isPending}>
              {t('remove.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('remove.text', { name: removing?.name ?? '', email: removing?.email ?? '' })}</p>
      </Modal>
    </>
  );
}
