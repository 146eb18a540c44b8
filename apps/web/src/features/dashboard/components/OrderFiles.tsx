import type { OrderFile } from '@federkiel/machines/fulfilment/dashboardApi';
import { useT } from '../../../lib/i18n/useT.ts';
import { ThumbnailButton } from './ThumbnailButton.tsx';
import shared from './Dashboard.module.css';
import styles from './OrderDetailPage.module.css';

/** The order's uploaded files (images, logos, signatures), each with a preview and a download. */
export function OrderFiles({ files }: { files: OrderFile[] }) {
  const { t } = useT('dashboard');
  if (files.length === 0) return <p className={shared.muted}>{t('detail.noFiles')}</p>;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={`${file.kind}-${file.url}`} className={styles.file}>
          <ThumbnailButton src={file.url} alt={t(`detail.fileKinds.${file.kind}`)} />
          <span className={styles.fileKind}>{t(`detail.fileKinds.${file.kind}`)}</span>
          <a href={file.url} download={file.name}>
            {t('detail.download', { name: file.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
