import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_MAX_CARDS } from '@federkiel/machines';
import {
  LIST_NAME_MAX,
  listNameSchema,
  type RecipientList,
} from '@federkiel/machines/lists/listApi';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ListRowProblems } from '../../../components/recipients/ListRowProblems.tsx';
import { RecipientEditor } from '../../../components/recipients/RecipientEditor.tsx';
import { useLocalRecipients } from '../../../components/recipients/useLocalRecipients.ts';
import { isBackendError } from '../../../lib/backend/backendFetch.ts';
import { useT, type Translate } from '../../../lib/i18n/useT.ts';
import {
  listQueryKey,
  listSaveProblem,
  useCreateList,
  useRecipientList,
  useUpdateList,
  type ListSaveProblem,
} from '../../../lib/recipientLists/listsApi.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { DeleteListDialog } from './DeleteListDialog.tsx';
import { ListsSection } from './ListsSection.tsx';
import styles from './ListEditorPage.module.css';

/** What the new-list screen hands to the list it created. */
interface EditorNotice {
  notice?: 'created';
}

/** `/profile/recipients/:id`: one list, loaded, then edited in the table. */
export function ListDetailPage({ listId }: { listId: string }) {
  const { t } = useT('recipient-lists');
  const list = useRecipientList(listId);
  if (list.isPending)
    return (
      <ListsSection title={t('title')}>
        <LoadingState label={t('loading')} />
      </ListsSection>
    );
  if (list.isError)
    return (
      <ListsSection title={t('title')}>
        <Alert tone="error">
          {isBackendError(list.error, 404) ? t('editor.notFound') : t('loadFailed')}
        </Alert>
        <Button to="/profile/recipients" variant="ghost" bordered>
          {t('editor.back')}
        </Button>
      </ListsSection>
    );
  return <ListEditor key={list.data.id} list={list.data} />;
}

/** `/profile/recipients/new`: an empty table, filled by hand or from a spreadsheet. */
export function ListNewPage() {
  return <ListEditor list={null} />;
}

function nameError(name: string, t: Translate): string | null {
  const parsed = listNameSchema.safeParse(name);
  if (parsed.success) return null;
  return name.trim()
    ? t('problems.nameTooLong', { max: LIST_NAME_MAX })
    : t('problems.nameRequired');
}

function ListEditor({ list }: { list: RecipientList | null }) {
  const { t } = useT('recipient-lists');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? '';
  const rows = useLocalRecipients(list?.recipients ?? []);
  const [name, setName] = useState(list?.name ?? '');
  const [savedName, setSavedName] = useState(list?.name ?? '');
  const [showNameError, setShowNameError] = useState(false);
  const [problem, setProblem] = useState<ListSaveProblem | null>(null);
  const [notice, setNotice] = useState<'created' | 'saved' | null>(
    (location.state as EditorNotice | null)?.notice ?? null,
  );
  const [focusCardId, setFocusCardId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const create = useCreateList();
  const update = useUpdateList();
  const pending = create.isPending || update.isPending;
  const nameProblem = nameError(name, t);
  const dirty = rows.dirty || name.trim() !== savedName;
  const invalidCount = rows.validation.invalidCount;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setNotice(null);
    if (nameProblem) {
      setShowNameError(true);
      return;
    }
    setProblem(null);
    const body = { name: name.trim(), recipients: rows.recipients };
    const failed = (error: unknown) => setProblem(listSaveProblem(error));
    if (list)
      update.mutate(
        { id: list.id, ...body },
        {
          onSuccess: (saved) => {
            queryClient.setQueryData(listQueryKey(userId, saved.id), saved);
            rows.reset(saved.recipients);
            setSavedName(saved.name);
            setNotice('saved');
          },
          onError: failed,
        },
      );
    else
      create.mutate(body, {
        onSuccess: (saved) => {
          queryClient.setQueryData(listQueryKey(userId, saved.id), saved);
          void navigate(`/profile/recipients/${encodeURIComponent(saved.id)}`, {
            replace: true,
            state: { notice: 'created' } satisfies EditorNotice,
          });
        },
        onError: failed,
      });
  };

  const title = list ? t('editor.editTitle', { name: savedName }) : t('editor.newTitle');
  return (
    <ListsSection
      title={title}
      actions={
        <Button to="/profile/recipients" variant="ghost" bordered>
          {t('editor.back')}
        </Button>
      }
    >
      <form className={styles.form} onSubmit={save} noValidate>
        <div className={styles.nameRow}>
          <TextField
            label={t('editor.name')}
            name="listName"
            value={name}
            maxLength={LIST_NAME_MAX + 20}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              if (problem?.kind === 'nameTaken') setProblem(null);
            }}
            onBlur={() => setShowNameError(true)}
            error={
              showNameError && nameProblem
                ? nameProblem
                : problem?.kind === 'nameTaken'
                  ? t('problems.nameTaken')
                  : problem?.kind === 'invalidName'
                    ? (problem.message ?? t('problems.nameRequired'))
                    : undefined
            }
          />
          <div className={styles.buttons}>
            {dirty ? <span className={styles.unsaved}>{t('editor.unsaved')}</span> : null}
            <SubmitButton pending={pending} pendingLabel={t('editor.saving')}>
              {t('editor.save')}
            </SubmitButton>
            {list ? (
              <Button variant="ghost" bordered onClick={() => setDeleting(true)}>
                {t('editor.delete')}
              </Button>
            ) : null}
          </div>
        </div>
        {notice ? <Alert tone="success">{t(`editor.${notice}`)}</Alert> : null}
        {problem && problem.kind !== 'nameTaken' && problem.kind !== 'invalidName' ? (
          <Alert tone="error">{t(`problems.${problem.kind}`)}</Alert>
        ) : null}
        {problem?.kind === 'invalidRecipients' ? (
          <ListRowProblems
            rows={problem.rows}
            total={problem.problemCount}
            onJump={(id) => setFocusCardId(id)}
          />
        ) : invalidCount > 0 ? (
          <p className={styles.hint}>{t('editor.localProblems', { count: invalidCount })}</p>
        ) : null}
      </form>

      <RecipientEditor
        recipients={rows.recipients}
        validation={rows.validation}
        personalisation="salutation_address"
        variableNames={NO_VARIABLES}
        maxCards={DEFAULT_MAX_CARDS}
        send={rows.send}
        focusCardId={focusCardId}
        addressRequired={false}
      />

      {deleting && list ? (
        <DeleteListDialog
          list={{ ...list, name: savedName, count: rows.recipients.length }}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/profile/recipients', { state: { deleted: savedName } })}
        />
      ) : null}
    </ListsSection>
  );
}

const NO_VARIABLES: string[] = [];
