import { CardPreview } from '../preview/CardPreview.tsx';
import { useConfiguratorGrant } from '../wunderlink/grantContext.ts';
import { GrantPriceSummary } from '../wunderlink/GrantPriceSummary.tsx';
import { FitResults } from './FitResults.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { SaveFeedback } from './SaveFeedback.tsx';
import { ShippingOptions } from './ShippingOptions.tsx';
import styles from './SummaryStep.module.css';

/** Step 4: shipping, the fit check of every card, the store's price, then the cart. */
export function SummaryStep() {
  // A WunderLink's cards are free: its own price box says what is free.
  const grant = useConfiguratorGrant();
  return (
    <div className={styles.step}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <SaveFeedback />
          <ShippingOptions />
          <FitResults />
        </div>
        <aside className={styles.side}>{grant ? <GrantPriceSummary /> : <PriceSummary />}</aside>
      </div>
      {/* Outside the columns, so the sticky price box never slides over the card. */}
      <CardPreview onlyActiveVariant={false} />
    </div>
  );
}
