import { TextField, type TextFieldProps } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';

/** The e-mail field of every auth form: no autocorrect or capitals, the e-mail keyboard. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useT('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
