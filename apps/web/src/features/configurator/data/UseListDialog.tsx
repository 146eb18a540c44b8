import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Recipient, RecipientInput } from '@federkiel/machines';
import type { RecipientListSummary } from '@federkiel/machines/lists/listApi';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { isBlankRecipient } from '../../../components/recipients/table/tableColumns.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import {
  listQueryOptions,
  useMarkListUsed,
  useRecipientLists,
} from '../../../lib/recipientLists/listsApi.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import styles from './DataStep.module.css';

export interface UseListDialogProps {
  recipients: readonly Recipient[];
  maxCards: number;
  onCancel: () => void;
  /** The list's rows as cards; the list is marked used on the server. */
  onUse: (list: RecipientListSummary, rows: RecipientInput[], mode: 'replace' | 'append') => void;
}

/** „Liste verwenden“: pick a saved list; its rows become the cards (still editable). */
export function UseListDialog({ recipients, maxCards, onCancel, onUse }: UseListDialogProps) {
  const { t } = useT('configurator-data');
  const lists = useRecipientLists();
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id ?? '';
  const markUsed = useMarkListUsed();
  const [chosen, setChosen] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const kept = recipients.filter((r) => !isBlankRecipient(r)).length;
  const [mode, setMode] = useState<'replace' | 'append'>('append');
  const effectiveMode = kept > 0 ? mode : 'replace';
  const name = useId();
  const modeName = useId();
  const list = lists.data?.find((l) => l.id === chosen) ?? lists.data?.[0] ?? null;
  const total = (list?.count ?? 0) + (effectiveMode === 'append' ? recipients.length : 0);
  const tooMany = total > maxCards;

  const confirm = async () => {
    if (!list || working || tooMany) return;
    setWorking(true);
    setFailed(false);
    try {
      // Always the current rows (the list may have been edited in another tab).
      const full = await queryClient.fetchQuery({
        ...listQueryOptions(userId, list.id),
        staleTime: 0,
      });
      onUse(list, full.recipients, effectiveMode);
      markUsed.mutate(list.id);
    } catch {
      setFailed(true);
      setWorking(false);
    }
  };

  return (
    <Modal
      open
      size="md"
      onClose={onCancel}
      title={t('use.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('use.cancel')}
          </Button>
          <Button disabled={!list || tooMany || working} onClick={() => void confirm()}>
            {working ? t('use.working') : t('use.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('use.intro')}</p>
      {lists.isPending ? (
        <p role="status">{t('use.loading')}</p>
      ) : lists.isError ? (
        <Alert tone="error">{t('use.loadFailed')}</Alert>
      ) : lists.data.length === 0 ? (
        <p>{t('use.empty')}</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend>{t('use.lists')}</legend>
          {lists.data.map((option) => (
            <label key={option.id}>
              <input
                type="radio"
                name={name}
                checked={list?.id === option.id}
                onChange={() => setChosen(option.id)}
              />{' '}
              {t('use.option', { name: option.name, count: option.count })}
            </label>
          ))}
        </fieldset>
      )}
      {kept > 0 && list ? (
        <fieldset className={styles.choices}>
          <legend>{t('use.mode', { count: recipients.length })}</legend>
          <label>
            <input
              type="radio"
              name={modeName}
              checked={mode === 'append'}
              onChange={() => setMode('append')}
            />{' '}
            {t('use.append')}
          </label>
          <label>
            <input
              type="radio"
              name={modeName}
              checked={mode === 'replace'}
              onChange={() => setMode('replace')}
            />{' '}
            {t('use.replace')}
          </label>
        </fieldset>
      ) : null}
      {tooMany ? <Alert tone="error">{t('use.tooMany', { total, max: maxCards })}</Alert> : null}
      {failed ? <Alert tone="error">{t('use.failed')}</Alert> : null}
    </Modal>
  );
}
