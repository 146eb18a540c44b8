import { grantShippingMode } from '../../../lib/wunderlink/grant.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorGrant } from './grantContext.ts';
import styles from './Grant.module.css';

/** The summary's "Wohin gehen die Karten?" with a grant: the link decides, nothing to choose. */
export function GrantShippingMode({ legendClassName }: { legendClassName?: string }) {
  const { t } = useT('configurator-wunderlink');
  const { t: tc } = useT('configurator');
  const grant = useConfiguratorGrant();
  if (!grant) return null;
  const mode = grantShippingMode(grant);
  return (
    <div className={styles.fixedMode} role="group" aria-labelledby="grant-shipping-mode">
      <p id="grant-shipping-mode" className={legendClassName}>
        {tc('summary.shipping.mode')}
      </p>
      <p className={styles.fixedModeText}>
        {t('shipping.fixed')} <strong>{tc(`summary.shipping.${mode}.title`)}</strong>
        <br />
        {t(`shipping.${mode}`)}
      </p>
    </div>
  );
}
