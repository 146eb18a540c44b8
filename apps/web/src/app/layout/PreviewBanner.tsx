import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { activePreview, endPreview } from '../../lib/cms/cmsPreview.ts';
import { useT } from '../../lib/i18n/useT.ts';
import styles from './PreviewBanner.module.css';

/**
 * While an editor previews drafts (issue #20) every page says so, with a way out: a preview
 * must never be mistaken for the live shop. Read after the first render, as the server
 * cannot know this tab's preview, and again on every page: the preview starts on `/vorschau`
 * and moves on inside the app (issue #31).
 */
export function PreviewBanner({ reload }: { reload?: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [active, setActive] = useState(false);
  useEffect(() => setActive(activePreview() !== null), [pathname]);
  if (!active) return null;
  return (
    <div className={styles.banner} role="status">
      <span>{t('preview.active')}</span>
      <button
        type="button"
        className={styles.end}
        onClick={() => {
          endPreview();
          if (reload) reload();
          // Inside Strapi's preview panel only /vorschau may be framed (issue #31): a reload
          // there would be refused, so the drafts are dropped and fetched published instead.
          else if (window.self !== window.top) {
            setActive(false);
            void queryClient.resetQueries();
          } else window.location.reload();
        }}
      >
        {t('preview.end')}
      </button>
    </div>
  );
}
