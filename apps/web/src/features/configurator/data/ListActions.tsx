import { useState } from 'react';
import { Link } from 'react-router';
import type { Recipient, RecipientInput } from '@federkiel/machines';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import { SaveListDialog } from './SaveListDialog.tsx';
import { UseListDialog } from './UseListDialog.tsx';
import styles from './DataStep.module.css';

export interface ListActionsProps {
  recipients: readonly Recipient[];
  maxCards: number;
  onUse: (recipients: RecipientInput[], mode: 'replace' | 'append') => void;
}

/**
 * „Liste verwenden“ and „Als Liste speichern“ in the data step. Lists belong to an account:
 * signed-out visitors see both disabled with a sign-in link that comes back here.
 */
export function ListActions({ recipients, maxCards, onUse }: ListActionsProps) {
  const { t } = useT('configurator-data');
  const user = useSessionUser();
  const [dialog, setDialog] = useState<'use' | 'save' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const hintId = 'fk-lists-signed-out';

  if (!user)
    return (
      <div className={styles.listActions}>
        <Button size="sm" variant="ghost" bordered disabled aria-describedby={hintId}>
          {t('useList')}
        </Button>
        <Button size="sm" variant="ghost" bordered disabled aria-describedby={hintId}>
          {t('saveList')}
        </Button>
        <p id={hintId} className={styles.listHint}>
          {t('signedOut')}{' '}
          <Link to={`/signin?${new URLSearchParams({ returnTo: '/configurator/data' })}`}>
            {t('signIn')}
          </Link>
        </p>
      </div>
    );

  return (
    <div className={styles.listActions}>
      <Button size="sm" variant="ghost" bordered onClick={() => setDialog('use')}>
        {t('useList')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        bordered
        disabled={recipients.length === 0}
        onClick={() => setDialog('save')}
      >
        {t('saveList')}
      </Button>
      {notice ? (
        <Alert tone="success" className={styles.listNotice}>
          {notice}
        </Alert>
      ) : null}
      {dialog === 'use' ? (
        <UseListDialog
          recipients={recipients}
          maxCards={maxCards}
          onCancel={() => setDialog(null)}
          onUse={(list, rows, mode) => {
            setDialog(null);
            onUse(rows, mode);
            setNotice(t('use.done', { name: list.name, count: rows.length }));
          }}
        />
      ) : null}
      {dialog === 'save' ? (
        <SaveListDialog
          recipients={recipients}
          onCancel={() => setDialog(null)}
          onSaved={(name) => {
            setDialog(null);
            setNotice(t('save.done', { name }));
          }}
        />
      ) : null}
    </div>
  );
}
