import { useState, type FormEvent } from 'react';
import type { StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import { Alert } from '../../../components/Alert.tsx';
import { SelectField, type SelectOption } from '../../../components/SelectField.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { CopyButton } from '../components/CopyButton.tsx';
import { errorText } from '../components/errorText.ts';
import styles from '../components/Dashboard.module.css';
import { useInviteStaff } from './api/staff.ts';

/**
 * Invites someone with a role: the server e-mails the link and answers it, so the owner
 * can also hand it over directly (no mail server in a small shop is fine).
 */
export function InviteForm({ roleOptions }: { roleOptions: SelectOption[] }) {
  const { t } = useT('dashboard-staff');
  const { t: td } = useT('dashboard');
  const invite = useInviteStaff();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('production');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const next = {
      name: name.trim() ? undefined : t('invite.nameRequired'),
      email: email.trim() ? undefined : t('invite.emailRequired'),
    };
    setErrors(next);
    if (next.name || next.email) return;
    invite.mutate(
      { name: name.trim(), email: email.trim(), role },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
        },
      },
    );
  };

  const sent = invite.data;
  return (
    <section className={styles.panel} aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{t('invite.title')}</h2>
      {sent ? (
        <Alert tone="success">
          {t('invite.sent', { email: sent.member.email })}{' '}
          <code data-testid="invitation-link">{sent.link}</code>{' '}
          <CopyButton text={sent.link} label={t('invite.link')} />
        </Alert>
      ) : null}
      {invite.isError ? <Alert tone="error">{errorText(invite.error, td)}</Alert> : null}
      <form className={styles.formRow} noValidate onSubmit={onSubmit}>
        <TextField
          id="staff-invite-name"
          name="name"
          label={t('invite.name')}
          maxLength={80}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          id="staff-invite-email"
          name="email"
          type="email"
          label={t('invite.email')}
          autoComplete="off"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          id="staff-invite-role"
          name="role"
          label={t('invite.role')}
          value={role}
          options={roleOptions}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
        <SubmitButton pending={invite.isPending} pendingLabel={t('invite.pending')}>
          {t('invite.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
