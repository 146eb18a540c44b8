import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './OrderDetailPage.module.css';

export interface AddressField {
  /** The body's field path (`address.line1`, `zip`): server messages name it as `param`. */
  name: string;
  label: string;
  optional?: boolean;
  autoComplete?: string;
}

interface AddressCorrectionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  fields: readonly AddressField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** Each field's German message (the form's own check, or the server's at its field). */
  errors: Record<string, string>;
  /** A refusal that belongs to no field (409, 422 naming the card). */
  error?: string;
  pending: boolean;
  onSave: () => void;
}

/** The fields of an address in a dialog; „Korrektur speichern“ confirms, Escape cancels. */
export function AddressCorrectionDialog(props: AddressCorrectionDialogProps) {
  const { t } = useT('dashboard');
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!props.pending) props.onSave();
  };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      closeLabel={t('actions.close')}
      closeOnBackdrop={!props.pending}
      footer={
        <>
          <Button variant="ghost" bordered onClick={props.onClose} disabled={props.pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            aria-disabled={props.pending || undefined}
          >
            {props.pending ? t('addressCorrection.saving') : t('addressCorrection.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogBody} noValidate onSubmit={submit}>
        <p>{props.intro}</p>
        {props.fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            optional={field.optional}
            autoComplete={field.autoComplete ?? 'off'}
            value={props.values[field.name] ?? ''}
            onChange={(event) => props.onChange(field.name, event.target.value)}
            error={props.errors[field.name]}
          />
        ))}
        {props.error ? <Alert tone="error">{props.error}</Alert> : null}
      </form>
    </Modal>
  );
}
