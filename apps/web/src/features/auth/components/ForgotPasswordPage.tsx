import { useState } from 'react';
import { Link } from 'react-router';
import { checkEmail } from '@federkiel/machines/validation';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { EmailField } from './EmailField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { isRateLimited } from '../../../lib/store/errors.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useRequestRecovery } from '../api/recovery.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForm.module.css';

type ForgotValues = { email: string };
const validate = (values: ForgotValues) => ({ email: checkEmail(values.email) });

/** `/forgot`: asks for the recovery e-mail with a link to `/forgot/{key}` (spec §8). */
export function ForgotPasswordPage() {
  const { t } = useT('auth');
  const recovery = useRequestRecovery();
  const form = useForm<ForgotValues>({ initial: { email: '' }, validate });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (recovery.isPending) return;
    recovery.mutate(values.email, { onSuccess: () => setSentTo(values.email.trim()) });
  });

  const footer = (
    <p>
      <Link to="/signin">{t('forgot.back')}</Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.title')} footer={footer}>
        <Alert tone="success" title={t('forgot.sent')}>
          <p>{t('forgot.sentText', { email: sentTo })}</p>
        </Alert>
        <Button
          variant="ghost"
          bordered
          onClick={() => {
            recovery.reset();
            setSentTo(null);
          }}
        >
          {t('forgot.again')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')} footer={footer}>
      {recovery.isError ? (
        <Alert tone="error">
          {isRateLimited(recovery.error) ? t('tooManyAttempts') : t('forgot.failed')}
        </Alert>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={recovery.isPending || undefined}
      >
        <EmailField {...form.field('email')} />
        <div className={styles.actions}>
          <SubmitButton
            pending={recovery.isPending}
            pendingLabel={t('forgot.pending')}
            fullWidth
            size="lg"
          >
            {t('forgot.submit')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
