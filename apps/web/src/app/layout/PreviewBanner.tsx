import { useEffect, useState } from 'react';
import { activePreview, endPreview } from '../../lib/cms/cmsPreview.ts';
import { useT } from '../../lib/i18n/useT.ts';
import styles from './PreviewBanner.module.css';

/**
 * While an editor previews drafts (issue #20) every page says so, with a way out: a preview
 * must never be mistaken for the live shop. Read after the first render, as the server
 * cannot know this tab's preview.
 */
export function PreviewBanner({ reload = () => window.location.reload() }) {
  const { t } = useT();
  const [active, setActive] = useState(false);
  useEffect(() => setActive(activePreview() !== null), []);
  if (!active) return null;
  return (
    <div className={styles.banner} role="status">
      <span>{t('preview.active')}</span>
      <button
        type="button"
        className={styles.end}
        onClick={() => {
          endPreview();
          reload();
        }}
      >
        {t('preview.end')}
      </button>
    </div>
  );
}
