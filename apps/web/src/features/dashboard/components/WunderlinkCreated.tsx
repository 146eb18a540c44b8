import type { AdminWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { Alert } from '../../../components/Alert.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { CopyButton } from './CopyButton.tsx';
import own from './WunderlinksPage.module.css';

/** The new link after „Anlegen“, ready to copy. */
export function WunderlinkCreated({ link }: { link: AdminWunderlink }) {
  const { t } = useT('dashboard');
  return (
    <Alert tone="success" title={t('wunderlinks.create.created', { campaign: link.campaign })}>
      <p className={own.createdText}>
        {t('wunderlinks.create.createdText', { campaign: link.campaign })}
      </p>
      <p className={own.createdUrl}>
        <code className={own.url}>{link.url}</code>{' '}
        <CopyButton
          text={link.url}
          label={t('wunderlinks.list.copyLink', { campaign: link.campaign })}
          visibleLabel={t('wunderlinks.list.copy')}
        />
      </p>
    </Alert>
  );
}
