import type { AdminWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import {
  formatValidityEdge,
  validFromEdge,
  validUntilEdge,
} from '../../../lib/wunderlink/validity.ts';
import { useDeactivateWunderlink } from '../api/wunderlinks.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { useAnnounce } from './Announcer.tsx';
import { CopyButton } from './CopyButton.tsx';
import { errorText } from './errorText.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './Dashboard.module.css';
import own from './WunderlinksPage.module.css';

/** The WunderLinks, newest first: redemptions, status, the URL to copy, "Deaktivieren". */
export function WunderlinksTable({ links }: { links: AdminWunderlink[] }) {
  const { t, i18n } = useT('dashboard');
  const format = useDashboardFormat();
  const [deactivating, setDeactivating] = useState<AdminWunderlink | null>(null);

  const restriction = (link: AdminWunderlink) =>
    link.template
      ? t('wunderlinks.list.template', { name: link.template.name })
      : link.group
        ? t('wunderlinks.list.group', { name: link.group.name })
        : t('wunderlinks.list.anyTemplate');

  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="fk-visually-hidden">{t('wunderlinks.list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wunderlinks.list.campaign')}</th>
              <th scope="col" className={styles.num}>
                {t('wunderlinks.list.freeCards')}
              </th>
              <th scope="col">{t('wunderlinks.list.templates')}</th>
              <th scope="col">{t('wunderlinks.list.validity')}</th>
              <th scope="col" className={styles.num}>
                {t('wunderlinks.list.redemptions')}
              </th>
              <th scope="col">{t('wunderlinks.list.postage')}</th>
              <th scope="col">{t('wunderlinks.list.status')}</th>
              <th scope="col">{t('wunderlinks.list.link')}</th>
              <th scope="col">{t('wunderlinks.list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.id} data-status={link.status}>
                <th scope="row" className={styles.wrap}>
                  <span className={own.campaign}>{link.campaign}</span>
                  <span className={own.meta}>
                    {t('wunderlinks.list.createdBy', {
                      name: link.created_by,
                      date: format.date(link.date_created),
                    })}
                  </span>
                </th>
                <td className={styles.num}>{format.number(link.free_cards)}</td>
                <td className={styles.wrap}>{restriction(link)}</td>
                <td className={own.validity}>
                  {t('wunderlinks.list.validRange', {
                    from: formatValidityEdge(validFromEdge(link.valid_from), i18n.language),
                    until: formatValidityEdge(validUntilEdge(link.valid_until), i18n.language),
                  })}
                </td>
                <td className={styles.num}>
                  {t('wunderlinks.list.redemptionsValue', {
                    used: format.number(link.redemptions),
                    max: format.number(link.max_redemptions),
                  })}
                </td>
                <td>
                  {link.postage_included
                    ? t('wunderlinks.list.postageYes')
                    : t('wunderlinks.list.postageNo')}
                </td>
                <td>
                  <StatusBadge kind="wunderlink" value={link.status} />
                  {link.deactivated_at ? (
                    <span className={own.meta}>
                      {t('wunderlinks.list.deactivatedAt', {
                        date: format.date(link.deactivated_at),
                      })}
                    </span>
                  ) : null}
                </td>
                <td>
                  <div className={own.urlCell}>
                    <code className={own.url} title={link.url}>
                      {link.url}
                    </code>
                    <CopyButton
                      text={link.url}
                      label={t('wunderlinks.list.copyLink', { campaign: link.campaign })}
                      iconOnly
                    />
                  </div>
                </td>
                <td>
                  {link.status === 'deaktiviert' ? (
                    '–'
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      bordered
                      aria-label={t('wunderlinks.list.deactivateLabel', {
                        campaign: link.campaign,
                      })}
                      onClick={() => setDeactivating(link)}
                    >
                      {t('wunderlinks.list.deactivate')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DeactivateDialog link={deactivating} onClose={() => setDeactivating(null)} />
    </>
  );
}

/** "WunderLink deaktivieren?": switched off at once, for good. */
function DeactivateDialog({
  link,
  onClose,
}: {
  link: AdminWunderlink | null;
  onClose: () => void;
}) {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const deactivate = useDeactivateWunderlink();
  const [shown, setShown] = useState<AdminWunderlink | null>(link);
  // Keep the text while the dialog closes; reset the last attempt for a new link.
  if (link && link !== shown) {
    setShown(link);
    deactivate.reset();
  }

  const close = () => {
    if (deactivate.isPending) return;
    onClose();
  };

  const confirm = () => {
    if (!link || deactivate.isPending) return;
    deactivate.mutate(link.id, {
      onSuccess: (changed) => {
        announce(t('wunderlinks.deactivate.done', { campaign: changed.campaign }));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={link !== null}
      onClose={close}
      title={t('wunderlinks.deactivate.title')}
      closeLabel={t('actions.close')}
      closeOnBackdrop={!deactivate.isPending}
      footer={
        <>
          <Button variant="ghost" bordered onClick={close} disabled={deactivate.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={confirm}
            aria-disabled={deactivate.isPending || undefined}
          >
            {deactivate.isPending
              ? t('wunderlinks.deactivate.confirming')
              : t('wunderlinks.deactivate.confirm')}
          </Button>
        </>
      }
    >
      <div className={own.dialogBody}>
        <p>{t('wunderlinks.deactivate.question', { campaign: shown?.campaign ?? '' })}</p>
        <p className={styles.hint}>{t('wunderlinks.deactivate.kept')}</p>
        {deactivate.isError ? <Alert tone="error">{errorText(deactivate.error, t)}</Alert> : null}
      </div>
    </Modal>
  );
}
