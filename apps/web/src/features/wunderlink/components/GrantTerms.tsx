import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useT } from '../../../lib/i18n/useT.ts';
import { formatValidityEdge, validUntilEdge } from '../../../lib/wunderlink/validity.ts';
import styles from './Wunderlink.module.css';

/** What a link grants: cards, template(s), valid until, postage. */
export function GrantTerms({ link }: { link: PublicWunderlink }) {
  const { t, i18n } = useT('wunderlink');
  return (
    <dl className={styles.terms}>
      <div>
        <dt>{t('landing.cards')}</dt>
        <dd>{t('landing.cardsValue', { count: link.free_cards })}</dd>
      </div>
      <div>
        <dt>{link.template ? t('landing.template') : t('landing.templates')}</dt>
        <dd>
          {link.template
            ? t('landing.templateValue', { name: link.template.name })
            : link.group
              ? t('landing.groupValue', { name: link.group.name })
              : t('landing.anyValue')}
        </dd>
      </div>
      <div>
        <dt>{t('landing.validUntil')}</dt>
        <dd>{formatValidityEdge(validUntilEdge(link.valid_until), i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('landing.postage')}</dt>
        <dd>
          {link.postage_included ? t('landing.postageIncluded') : t('landing.postageNotIncluded')}
        </dd>
      </div>
    </dl>
  );
}
