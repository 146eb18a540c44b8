import { Link, useNavigate } from 'react-router';
import { checkPassword, checkPasswordConfirmation } from '@federkiel/machines/validation';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { StoreFieldErrors } from '../../../lib/store/errors.ts';
import { useResetPassword } from '../api/recovery.ts';
import { AuthCard } from './AuthCard.tsx';
import type { SignInNotice } from './SignInPage.tsx';
import styles from './AuthForm.module.css';

type ResetValues = { password: string; passwordRepeat: string };

const validate = (values: ResetValues) => ({
  password: checkPassword(values.password),
  passwordRepeat: checkPasswordConfirmation(values.password, values.passwordRepeat),
});

type KeyProblem = 'expired' | 'used' | 'invalid';

function keyProblem(error: unknown): KeyProblem | null {
  if (!(error instanceof StoreFieldErrors)) return null;
  const code = error.codeOf('reset_key');
  if (code === 'EXPIRED') return 'expired';
  if (code === 'USED') return 'used';
  if (code) return 'invalid';
  return null;
}

/** `/forgot/:key`: a new password with the key from the recovery e-mail (spec §2, §8). */
export function ResetPasswordPage({ resetKey }: { resetKey: string }) {
  const { t } = useT('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetValues>({ initial: { password: '', passwordRepeat: '' }, validate });
  const problem = keyProblem(reset.error);

  const onSubmit = form.handleSubmit((values) => {
    if (reset.isPending) return;
    reset.mutate(
      { key: resetKey, password: values.password },
      {
        onSuccess: () => {
          const state: SignInNotice = { notice: 'passwordReset' };
          void navigate('/signin', { replace: true, state });
        },
      },
    );
  });

  if (problem) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert tone="error" title={t(`reset.${problem}`)}>
          <p>{problem === 'used' ? t('reset.usedHint') : t('reset.requestNew')}</p>
        </Alert>
        {problem === 'used' ? (
          <Button to="/signin" variant="primary">
            {t('reset.signIn')}
          </Button>
        ) : null}
        <Button
          to="/forgot"
          variant={problem === 'used' ? 'ghost' : 'primary'}
          bordered={problem === 'used'}
        >
          {t('reset.requestNewLink')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <p>
          <Link to="/signin">{t('forgot.back')}</Link>
        </p>
      }
    >
      {reset.isError ? <Alert tone="error">{t('reset.failed')}</Alert> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={reset.isPending || undefined}
      >
        <TextField
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          type="password"
          autoComplete="new-password"
          revealable
          {...form.field('password')}
        />
        <TextField
          label={t('fields.passwordRepeat')}
          type="password"
          autoComplete="new-password"
          {...form.field('passwordRepeat')}
        />
        <div className={styles.actions}>
          <SubmitButton
            pending={reset.isPending}
            pendingLabel={t('reset.pending')}
            fullWidth
            size="lg"
          >
            {t('reset.submit')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
