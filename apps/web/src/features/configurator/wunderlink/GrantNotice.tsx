import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { clearGrant } from '../../../lib/wunderlink/grant.ts';
import { useConfiguratorGrant } from './grantContext.ts';
import styles from './Grant.module.css';

/**
 * Above the steps while a WunderLink's free cards are designed: what the link grants, and the
 * way out to a normal order ("Ohne WunderLink weiter" restarts the configurator without it;
 * the design stays).
 */
export function GrantNotice() {
  const { t } = useT('configurator-wunderlink');
  const grant = useConfiguratorGrant();
  if (!grant) return null;
  const rule = grant.template
    ? t('notice.template', { name: grant.template.name })
    : grant.group
      ? t('notice.group', { name: grant.group.name })
      : t('notice.any');
  return (
    <section className={styles.notice} aria-label={t('notice.label')}>
      <span className={styles.mark} aria-hidden="true">
        ✦
      </span>
      <div className={styles.noticeText}>
        <p className={styles.noticeTitle}>
          {t('notice.title', { count: grant.free_cards, campaign: grant.campaign })}
        </p>
        <p>
          {rule}{' '}
          {grant.postage_included ? t('notice.postageIncluded') : t('notice.postageNotIncluded')}
        </p>
      </div>
      <Button size="sm" variant="ghost" bordered onClick={clearGrant} title={t('notice.leaveHint')}>
        {t('notice.leave')}
      </Button>
    </section>
  );
}
