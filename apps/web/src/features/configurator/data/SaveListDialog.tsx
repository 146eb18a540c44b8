import { useState, type FormEvent } from 'react';
import type { Recipient } from '@federkiel/machines';
import { LIST_NAME_MAX, listNameSchema } from '@federkiel/machines/lists/listApi';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ListRowProblems } from '../../../components/recipients/ListRowProblems.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import {
  listSaveProblem,
  useCreateList,
  type ListSaveProblem,
} from '../../../lib/recipientLists/listsApi.ts';

export interface SaveListDialogProps {
  recipients: readonly Recipient[];
  onCancel: () => void;
  onSaved: (name: string) => void;
}

/** „Als Liste speichern“: the cards of this order as a new list in the account. */
export function SaveListDialog({ recipients, onCancel, onSaved }: SaveListDialogProps) {
  const { t } = useT('configurator-data');
  const create = useCreateList();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<ListSaveProblem | null>(null);
  const formId = 'fk-save-list-form';
  const valid = listNameSchema.safeParse(name).success;
  const nameError =
    !touched || valid
      ? problem?.kind === 'nameTaken'
        ? t('save.nameTaken')
        : undefined
      : name.trim()
        ? t('save.nameTooLong', { max: LIST_NAME_MAX })
        : t('save.nameRequired');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || create.isPending) return;
    setProblem(null);
    create.mutate(
      { name: name.trim(), recipients: [...recipients] },
      {
        onSuccess: (saved) => onSaved(saved.name),
        onError: (error) => setProblem(listSaveProblem(error)),
      },
    );
  };

  const general =
    problem && problem.kind !== 'nameTaken'
      ? problem.kind === 'invalidRecipients' || problem.kind === 'signedOut'
        ? t(`save.${problem.kind}`)
        : t('save.failed')
      : null;

  return (
    <Modal
      open
      size="md"
      onClose={onCancel}
      title={t('save.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('save.cancel')}
          </Button>
          <Button type="submit" form={formId} aria-disabled={create.isPending || undefined}>
            {create.isPending ? t('save.working') : t('save.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>{t('save.intro', { count: recipients.length })}</p>
        <TextField
          label={t('save.name')}
          name="listName"
          value={name}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            if (problem?.kind === 'nameTaken') setProblem(null);
          }}
          onBlur={() => setTouched(true)}
          error={nameError}
        />
      </form>
      {general ? <Alert tone="error">{general}</Alert> : null}
      {problem?.kind === 'invalidRecipients' ? (
        <ListRowProblems rows={problem.rows} total={problem.problemCount} />
      ) : null}
    </Modal>
  );
}
