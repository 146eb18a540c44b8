import { useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from './OrderDetailPage.module.css';

/** A preview thumbnail that opens the image large in a dialog (issue 28). */
export function ThumbnailButton({ src, alt }: { src: string; alt: string }) {
  const { t } = useT('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.thumbnailButton}
        onClick={() => setOpen(true)}
        aria-label={t('detail.enlarge', { name: alt })}
      >
        <img src={src} alt="" className={styles.thumbnail} loading="lazy" />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={alt}
        size="lg"
        closeLabel={t('actions.close')}
      >
        <img src={src} alt={alt} className={styles.largeImage} />
      </Modal>
    </>
  );
}
