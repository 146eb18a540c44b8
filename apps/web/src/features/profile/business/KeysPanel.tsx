import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { SectionError } from '../components/Section.tsx';
import { useApiKeys, useCreateKey, useRevokeKey, type ApiKey, type KeyMode } from './api.ts';
import { useWhen } from './dates.ts';
import { OnceSecret } from './OnceSecret.tsx';
import styles from './business.module.css';

/** The account's API keys: list, make one (shown once), revoke after a confirmation. */
export function KeysPanel() {
  const { t } = useT('profile-business');
  const when = useWhen();
  const keys = useApiKeys();
  const create = useCreateKey();
  const revoke = useRevokeKey();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<KeyMode>('test');
  const [nameError, setNameError] = useState<string | undefined>();
  const [made, setMade] = useState<(ApiKey & { secret: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (name.trim() === '') {
      setNameError(t('keys.nameMissing'));
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: name.trim(), mode },
      {
        onSuccess: (key) => {
          setMade(key);
          setName('');
        },
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="business-keys-title">
      <h3 id="business-keys-title" className={styles.heading}>
        {t('keys.title')}
      </h3>
      {keys.isPending ? (
        <LoadingState label={t('keys.loading')} />
      ) : keys.isError ? (
        <SectionError onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p className={styles.empty}>{t('keys.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.srOnly}>{t('keys.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('keys.name')}</th>
              <th scope="col">{t('keys.mode')}</th>
              <th scope="col">{t('keys.created')}</th>
              <th scope="col">{t('keys.lastUsed')}</th>
              <th scope="col">
                <span className={styles.srOnly}>{t('keys.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <th scope="row">
                  {key.name}
                  <span className={styles.hint}>{key.hint}</span>
                </th>
                <td>{t(`keys.modes.${key.mode}`)}</td>
                <td>{when(key.created_at)}</td>
                <td>{key.last_used_at ? when(key.last_used_at) : t('keys.never')}</td>
                <td>
                  {key.revoked_at ? (
                    t('keys.revoked')
                  ) : (
                    <Button
                      variant="ghost"
                      bordered
                      size="sm"
                      aria-label={t('keys.revokeLabel', { name: key.name })}
                      onClick={() => {
                        revoke.reset();
                        setRevoking(key);
                      }}
                    >
                      {t('keys.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-labelledby="business-keys-new"
      >
        <h4 id="business-keys-new" className={styles.subheading}>
          {t('keys.new')}
        </h4>
        <TextField
          label={t('keys.name')}
          name="name"
          value={name}
          maxLength={80}
          hint={t('keys.nameHint')}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className={styles.choices}>
          <legend>{t('keys.mode')}</legend>
          {(['test', 'live'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              <span>
                <strong>{t(`keys.modes.${value}`)}</strong> – {t(`keys.modeText.${value}`)}
              </span>
            </label>
          ))}
        </fieldset>
        {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
        <SubmitButton pending={create.isPending} pendingLabel={t('keys.creating')}>
          {t('keys.create')}
        </SubmitButton>
      </form>
      {made ? (
        <div className={styles.made}>
          <Alert tone="success">{t('keys.made', { name: made.name })}</Alert>
          <OnceSecret label={t('keys.secretLabel')} value={made.secret} />
        </div>
      ) : null}

      <Modal
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('keys.revokeTitle')}
        size="md"
        footer={
          <div className={styles.modalActions}>
            <Button variant="ghost" bordered onClick={() => setRevoking(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={revoke.isPending}
              onClick={() => {
                if (!revoking) return;
                revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
              }}
            >
              {t('keys.revokeConfirm')}
            </Button>
          </div>
        }
      >
        <p>{t('keys.revokeText', { name: revoking?.name ?? '' })}</p>
        {revoke.isError ? <Alert tone="error">{revoke.error.message}</Alert> : null}
      </Modal>
    </section>
  );
}
