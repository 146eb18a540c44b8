import { dateTimeFormat } from '@federkiel/machines/intl/intlFormats';
import type { DraftSummary } from '@federkiel/machines/drafts/draftApi';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { isBackendError } from '../../../lib/backend/backendFetch.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDeleteDraft, useDrafts } from '../api/drafts.ts';
import { Section, SectionError } from './Section.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import styles from './DraftsSection.module.css';

const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-GB' };

const draftIcon = (
  <svg viewBox="0 0 32 32">
    <path d="M8 4h11l6 6v18H8z" />
    <path d="M19 4v6h6M12 16h9M12 21h6" />
  </svg>
);

type Notice = 'deleted' | 'changed' | null;

/**
 * `/profile/drafts`: the customer's drafts with front picture, template, format, number of
 * cards, created and last changed; "Weiterbearbeiten" opens it in the configurator (which
 * asks before current progress is discarded), "Löschen" after a confirmation.
 */
export function DraftsSection() {
  const { t } = useT('profile');
  const { i18n } = useTranslation();
  const drafts = useDrafts();
  const remove = useDeleteDraft();
  const [deleting, setDeleting] = useState<DraftSummary | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const dateTime = dateTimeFormat(LOCALES[i18n.language] ?? 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? '' : dateTime.format(value);
  };
  const nameOf = (draft: DraftSummary) => draft.template?.name || t('drafts.untitled');

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(
      { id: deleting.id, revision: deleting.revision },
      {
        onSuccess: () => {
          setDeleting(null);
          setNotice('deleted');
        },
        onError: (error) => {
          // Changed elsewhere: the list is fetched again (onSettled); say so outside the dialog.
          if (isBackendError(error, 409)) {
            setDeleting(null);
            setNotice('changed');
          }
        },
      },
    );
  };

  return (
    <Section title={t('drafts.title')} intro={t('drafts.intro')}>
      <div ref={headingRef} tabIndex={-1} className={styles.notice}>
        {notice === 'deleted' ? <Alert tone="success">{t('drafts.deleted')}</Alert> : null}
        {notice === 'changed' ? <Alert tone="error">{t('drafts.changed')}</Alert> : null}
      </div>
      {drafts.isPending ? (
        <LoadingState label={t('drafts.loading')} />
      ) : drafts.isError ? (
        <SectionError onRetry={() => void drafts.refetch()} />
      ) : drafts.data.length === 0 ? (
        <EmptyState
          icon={draftIcon}
          title={t('drafts.empty')}
          text={t('drafts.emptyText')}
          action={
            <Button to="/configurator" variant="primary">
              {t('drafts.action')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('drafts.listLabel')}>
          {drafts.data.map((draft) => {
            const name = nameOf(draft);
            return (
              <li key={draft.id} className={styles.card} aria-label={name}>
                <div className={styles.front}>
                  {draft.frontImage ? (
                    <img
                      src={draft.frontImage}
                      alt={t('drafts.frontAlt', { name })}
                      className={styles.frontImage}
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.noFront}>{t('drafts.noFront')}</span>
                  )}
                </div>
                <div className={styles.body}>
                  <h3 className={styles.name}>{name}</h3>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('drafts.format')}</dt>
                      <dd>{draft.format ?? t('drafts.noFormat')}</dd>
                    </div>
                    <div>
                      <dt>{t('drafts.cards')}</dt>
                      <dd>{t('drafts.cardCount', { count: draft.cardCount })}</dd>
                    </div>
                    <div>
                      <dt>{t('drafts.created')}</dt>
                      <dd>
                        <time dateTime={draft.dateCreated}>{when(draft.dateCreated)}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('drafts.updated')}</dt>
                      <dd>
                        <time dateTime={draft.dateUpdated}>{when(draft.dateUpdated)}</time>
                      </dd>
                    </div>
                  </dl>
                  {draft.loadable ? null : <p className={styles.tooOld}>{t('drafts.tooOld')}</p>}
                  <div className={styles.actions}>
                    {draft.loadable ? (
                      <Button
                        to={`/configurator?${new URLSearchParams({ draft: draft.id }).toString()}`}
                        variant="primary"
                        size="sm"
                        aria-label={t('drafts.continueLabel', { name })}
                      >
                        {t('drafts.continue')}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      bordered
                      size="sm"
                      aria-label={t('drafts.deleteLabel', { name })}
                      onClick={() => {
                        remove.reset();
                        setNotice(null);
                        setDeleting(draft);
                      }}
                    >
                      {t('drafts.delete')}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('drafts.deleteTitle')}
        size="md"
        footer={
          <form
            className={styles.modalActions}
            onSubmit={(event) => {
              event.preventDefault();
              confirmDelete();
            }}
          >
            <Button variant="ghost" bordered onClick={() => setDeleting(null)}>
              {t('cancel')}
            </Button>
            <SubmitButton pending={remove.isPending} pendingLabel={t('drafts.deleting')}>
              {t('drafts.deleteConfirm')}
            </SubmitButton>
          </form>
        }
      >
        <p>{t('drafts.deleteText', { name: deleting ? nameOf(deleting) : '' })}</p>
        {remove.isError && !isBackendError(remove.error, 409) ? (
          <Alert tone="error">{t('drafts.deleteFailed')}</Alert>
        ) : null}
      </Modal>
    </Section>
  );
}
